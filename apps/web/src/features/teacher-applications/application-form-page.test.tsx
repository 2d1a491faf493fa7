import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classAnswer } from '../../test/classes.ts';
import { authAs, renderScreen } from '../../test/render-screen.tsx';
import { ApplicationFormPage } from './application-form-page.tsx';

const CLASS_7 = classAnswer({
  id_class: 7,
  enrrolled: 3,
  created_at: '2026-05-01T00:00:00.000Z',
  Subjects: { id_subject: 1, name: 'Cálculo Integral', clave: 'ACF0902', credits: 5 },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let posts: { url: string; body: unknown }[] = [];
let postAnswer: Response;

beforeEach(() => {
  posts = [];
  postAnswer = json(201, { id: 1, message: '¡Solicitud enviada correctamente!' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return postAnswer;
      }
      if (url === '/api/classes/7') return json(200, CLASS_7);
      return json(404, {
        statusCode: 404,
        error: 'Not Found',
        code: 'CLASS_NOT_FOUND',
        message: 'La clase no existe.',
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  renderScreen(<ApplicationFormPage />, { auth: authAs(null), path, route: '/solicitud-impartir-clase/:classId?' });
  return userEvent.setup();
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
  await user.type(screen.getByLabelText(/Apellido paterno/), 'López');
  await user.type(screen.getByLabelText(/Correo/), 'ana@correo.example');
  await user.type(screen.getByLabelText(/Teléfono/), '9831234567');
  await user.type(screen.getByLabelText(/^CV/), 'Docente de matemáticas');
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
}

describe('teacher application form page', () => {
  it('shows the class and sends the application for it as a JSON body', async () => {
    const user = renderAt('/solicitud-impartir-clase/7');
    await screen.findByText('Cálculo Integral');
    await fillAndSend(user);
    await screen.findByText('¡Solicitud enviada correctamente!');
    expect(posts).toEqual([
      {
        url: '/api/teachers/applications',
        body: {
          name: 'Ana',
          paternalSurname: 'López',
          maternalSurname: null,
          contactEmail: 'ana@correo.example',
          contactPhone: '+529831234567',
          cv: 'Docente de matemáticas',
          reason: null,
          classId: 7,
        },
      },
    ]);
  });

  it('says when the class does not exist and sends the application without it', async () => {
    const user = renderAt('/solicitud-impartir-clase/99');
    await screen.findByText(/No encontramos la clase indicada/);
    await fillAndSend(user);
    await screen.findByText('¡Solicitud enviada correctamente!');
    expect(posts[0]!.body).not.toHaveProperty('classId');
  });

  it('shows the server messages joined by spaces, or the generic text', async () => {
    postAnswer = json(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: ['Uno.', 'Dos.'],
    });
    const user = renderAt('/solicitud-impartir-clase');
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Uno. Dos.');

    postAnswer = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Ocurrió un error al enviar la solicitud. Intenta de nuevo.',
      ),
    );
    expect(posts).toHaveLength(2);
  });
});
