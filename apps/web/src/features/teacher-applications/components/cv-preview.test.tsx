import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CvPreview, PREVIEW_FAILED_TEXT, PREVIEW_SANDBOX } from './cv-preview.tsx';
import { CvCell } from './cv-cell.tsx';

const view = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view?usp=sharing';

describe('CvPreview', () => {
  it('frames a Google Drive file in its /preview form, sandboxed and 400 px tall', () => {
    const { container } = view(<CvPreview cv={DRIVE} applicantName="Ana López" />);
    const frame = screen.getByTitle('Vista previa del CV de Ana López');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/preview');
    expect(frame.getAttribute('sandbox')).toBe(PREVIEW_SANDBOX);
    expect(PREVIEW_SANDBOX).not.toMatch(/allow-top-navigation|allow-forms|allow-downloads/);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(container.innerHTML).toContain('height: calc(25rem');
    const open = screen.getByRole('link', { name: /Abrir el CV en una pestaña nueva/ });
    expect(open.getAttribute('href')).toBe(DRIVE);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('frames a .pdf link on any host through the document viewer, sandboxed like the others', () => {
    view(<CvPreview cv="https://example.org/cv.pdf" applicantName="Ana" />);
    const frame = screen.getByTitle('Vista previa del CV de Ana');
    expect(frame.getAttribute('src')).toBe(
      'https://docs.google.com/viewer?url=https%3A%2F%2Fexample.org%2Fcv.pdf&embedded=true',
    );
    expect(frame.getAttribute('sandbox')).toBe(PREVIEW_SANDBOX);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByRole('link', { name: /Abrir el CV en una pestaña nueva/ }).getAttribute('href')).toBe(
      'https://example.org/cv.pdf',
    );
  });

  it('shows the fallback with a new-tab link when there is no preview', () => {
    view(<CvPreview cv="https://www.linkedin.com/in/ana-lopez" applicantName="Ana" />);
    screen.getByText(PREVIEW_FAILED_TEXT);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://www.linkedin.com/in/ana-lopez');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('falls back when an image does not load', () => {
    view(<CvPreview cv="https://example.org/cv.png" applicantName="Ana" />);
    const img = screen.getByAltText('CV de Ana');
    expect(img.getAttribute('src')).toBe('https://example.org/cv.png');
    fireEvent.error(img);
    screen.getByText(PREVIEW_FAILED_TEXT);
    expect(screen.queryByAltText('CV de Ana')).toBeNull();
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'Docente con 10 años'])(
    'shows %j as text, never as a link or a frame',
    (cv) => {
      const { container } = view(<CvPreview cv={cv} applicantName="Ana" />);
      screen.getByText(cv);
      expect(container.querySelector('a, iframe, img')).toBeNull();
    },
  );

  it('says "No especificado" for an empty CV', () => {
    view(<CvPreview cv="  " applicantName="Ana" />);
    screen.getByText('No especificado');
  });
});

describe('CvCell', () => {
  it('links "Ver CV" only for http(s) values', () => {
    view(<CvCell cv={DRIVE} applicantName="Ana" />);
    const link = screen.getByRole('link', { name: 'Ver CV de Ana (se abre en una pestaña nueva)' });
    expect(link.textContent).toBe('Ver CV');
    expect(link.getAttribute('href')).toBe(DRIVE);
  });

  it('shows anything else as text', () => {
    const { container } = view(<CvCell cv="javascript:alert(1)" applicantName="Ana" />);
    expect(container.querySelector('a')).toBeNull();
    screen.getByText('javascript:alert(1)');
  });
});
