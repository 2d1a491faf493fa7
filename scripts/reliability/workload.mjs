/**
 * The enrolment rush over HTTP: set-up (classes made by an admin, students with
 * profiles and real tokens from the dev issuer), then every student's 2–4 enrolment attempts all at
 * once while admins remove students and enrol them again. It keeps what each answer said about each
 * (student, class) pair, so the database can be compared with what clients were told. The
 * classes' schedules repeat every 10 classes (same day and time), so random attempts include clashing
 * ones; refused students join waitlists and confirmed students withdraw, which promotes the waiting.
 */
import { pool } from '../../tools/harness/node.mjs';

const ADMIN = { email: 'admin@tec.example', password: 'Verano2026!' };

export async function adminToken(client) {
  const res = await client.request('POST', '/api/auth/staff/login', { body: ADMIN });
  if (res.status !== 200) throw new Error(`Inicio de sesión del administrador: ${res.status}`);
  return res.json.token ?? res.json.access_token;
}

/**
 * The career of the rush: the one with the most subjects authorised for summer (ties: the lowest id). Its
 * students take its subjects' classes, so the attempts meet the limit, the seats, the clashes and the
 * waitlists — not the other-career rule, which would refuse nearly every attempt before them.
 */
async function rushCareer(client) {
  const careers = (await client.request('GET', '/api/careers?pageSize=1000')).json.data;
  let best = null;
  for (const career of careers ?? []) {
    const subjects = (await client.request('GET', `/api/subjects?pageSize=1000&careerId=${career.id_career}`)).json
      .data;
    if (subjects?.length && (!best || subjects.length > best.subjects.length)) best = { career, subjects };
  }
  if (!best) throw new Error('No hay materias en la base de datos de demostración.');
  return best;
}

/** M pending classes made by the admin (seats: the server's CLASS_MAX_STUDENTS), of the rush career's subjects. */
export async function createClasses(client, token, count, runId) {
  const { subjects } = await rushCareer(client);
  const ids = await pool(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const subject = subjects[i % subjects.length];
      const res = await client.request('POST', '/api/classes', {
        token,
        body: {
          subjectId: subject.id_subject,
          clave: subject.clave,
          period: 2026,
          shift: i % 2 === 0 ? 'matutino' : 'vespertino',
          schedule:
            i % 2 === 0
              ? [{ dayId: 1 + (i % 5), startTime: '07:00', endTime: '09:00' }]
              : [{ dayId: 1 + (i % 5), startTime: '15:00', endTime: '17:00' }],
          whatsappLink: `https://chat.whatsapp.com/Rush${runId}Clase${i}`,
        },
      });
      if (res.status !== 201) throw new Error(`Crear la clase ${i}: ${res.status} ${JSON.stringify(res.json)}`);
      return res.json.id_class;
    },
  );
  ids.subjects = subjects;
  return ids;
}

/** The body of a class a student proposes (they become its leader, enrolled in it). */
export function proposal(subject, i, runId) {
  return {
    subjectId: subject.id_subject,
    clave: subject.clave,
    period: 2026,
    shift: 'vespertino',
    schedule: [{ dayId: 1 + (i % 5), startTime: '17:00', endTime: '19:00' }],
    whatsappLink: `https://chat.whatsapp.com/Rush${runId}Propuesta${i}`,
  };
}

/** N students of the rush career, each with a real token and a student profile. */
export async function createStudents(client, count, runId) {
  const { career } = await rushCareer(client);
  return pool(
    Array.from({ length: count }, (_, i) => i),
    16,
    async (i) => {
      const email = `rush.${runId}.${i}@tec.example`;
      const tok = await client.request('POST', '/idp/dev/token', { body: { email } });
      if (tok.status !== 200) throw new Error(`Token de ${email}: ${tok.status} ${JSON.stringify(tok.json)}`);
      const token = tok.json.access_token;
      const reg = await client.request('POST', '/api/students', {
        token,
        body: {
          id_career: career.id_career,
          control_number: `R${String(runId % 100).padStart(2, '0')}${String(i).padStart(6, '0')}`,
          phone: `52983${String(i).padStart(7, '0')}`,
        },
      });
      if (reg.status !== 201) throw new Error(`Registro de ${email}: ${reg.status} ${JSON.stringify(reg.json)}`);
      return { token, studentId: reg.json.id_student };
    },
  );
}

/**
 * What the clients were told about each (student, class) pair: `in` after a 201 enrolment, `out`
 * after a refusal or a 200 removal; `pending` while a request about it has no answer (a timeout or
 * a crash leaves it so).
 */
export class Ledger {
  pairs = new Map();
  #get(studentId, classId) {
    const key = `${studentId}:${classId}`;
    let p = this.pairs.get(key);
    if (!p) this.pairs.set(key, (p = { studentId, classId, state: 'out', pending: 0, answered: false }));
    return p;
  }
  send(studentId, classId) {
    const p = this.#get(studentId, classId);
    p.pending++;
    return p;
  }
  answer(p, state) {
    p.pending--;
    p.answered = true;
    if (state) p.state = state;
  }
  /** Pairs whose every request was answered: `in` must be in the database, `out` must not. */
  settled() {
    return [...this.pairs.values()].filter((p) => p.pending === 0 && p.answered);
  }
}

/**
 * The rush: every student's attempts at once, plus `admins` admin workers removing confirmed
 * enrolments and enrolling the student again (same class or another one) until the students are
 * done. `signal.stopped` ends the admins early (crash test).
 */
export async function rush(
  client,
  {
    students,
    classIds,
    adminTokenValue,
    rnd,
    admins = 4,
    adminOps,
    onProgress,
    adminClient = client,
    proposals = [],
    waitlistShare = 0.3,
    withdrawals = 0,
  },
) {
  const tokenOf = new Map(students.map((s) => [s.studentId, s.token]));
  const ledger = new Ledger();
  const confirmed = [];
  let studentsDone = false;
  let answered = 0;
  const counts = {
    attempts: 0,
    enrolled: 0,
    removals: 0,
    removed: 0,
    reEnrolments: 0,
    reEnrolled: 0,
    proposals: 0,
    proposed: 0,
    clashRefused: 0,
    waitlistJoins: 0,
    waitlisted: 0,
    withdrawals: 0,
    withdrawn: 0,
  };

  // A student refused because the class is full joins its waitlist (sometimes); from then on
  // a promotion may put them in the class without an answer saying so, so the pair is no longer checked.
  const joinWaitlist = async (s, classId, p) => {
    counts.waitlistJoins++;
    const res = await client.request('POST', `/api/classes/${classId}/waitlist`, { token: s.token });
    answered++;
    if (res.status === 201) {
      counts.waitlisted++;
      p.state = 'waiting';
    }
  };

  // A student proposing a class is enrolled in it as its leader (it counts for their limit of 2).
  const propose = async ({ student, body }) => {
    counts.proposals++;
    const res = await client.request('POST', '/api/classes', { token: student.token, body });
    answered++;
    if (res.status === 201) {
      counts.proposed++;
      const p = ledger.send(student.studentId, res.json.id_class);
      ledger.answer(p, 'in');
      confirmed.push(p);
    }
  };

  const attempt = async (s, classId) => {
    counts.attempts++;
    const p = ledger.send(s.studentId, classId);
    const res = await client.request('POST', '/api/classes/enrollStudent', { token: s.token, body: { classId } });
    answered++;
    onProgress?.(answered);
    if (res.status === 201) {
      counts.enrolled++;
      ledger.answer(p, 'in');
      confirmed.push(p);
    } else if (res.status >= 400 && res.status < 500) {
      ledger.answer(p, null);
      const message = String(res.json?.message ?? '');
      if (message.includes('se empalma')) counts.clashRefused++;
      if (message === 'La clase ya está llena.' && rnd.next() < waitlistShare) await joinWaitlist(s, classId, p);
    }
    return res.status;
  };

  // Students leave a class they were confirmed in; the freed seat goes to its waitlist.
  const withdrawer = async () => {
    let done = 0;
    while (done < withdrawals) {
      const i = confirmed.findIndex((p) => tokenOf.has(p.studentId));
      if (i === -1) {
        if (studentsDone) return;
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const [p] = confirmed.splice(i, 1);
      done++;
      counts.withdrawals++;
      ledger.send(p.studentId, p.classId);
      const res = await client.request('DELETE', `/api/classes/${p.classId}/enrollment`, {
        token: tokenOf.get(p.studentId),
      });
      answered++;
      if (res.status === 204) {
        counts.withdrawn++;
        ledger.answer(p, 'out');
      } else ledger.answer(p, null);
    }
  };

  const admin = async () => {
    let done = 0;
    while (done < adminOps / admins) {
      if (confirmed.length === 0) {
        if (studentsDone) return;
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const [p] = confirmed.splice(Math.floor(rnd.next() * confirmed.length), 1);
      done++;
      counts.removals++;
      ledger.send(p.studentId, p.classId);
      const del = await adminClient.request('DELETE', `/api/classes/${p.classId}/student/${p.studentId}`, {
        token: adminTokenValue,
      });
      answered++;
      if (del.status !== 200) {
        // 404: the student is not in the class — behind nginx, a DELETE whose first try removed the row on a
        // process that then died is replayed on another one (DELETE is idempotent). Another refusal settles the
        // pair as it was; a 5xx or no answer (a process killed mid-request) leaves it unknown.
        if (del.status === 404) ledger.answer(p, 'out');
        else if (del.status >= 400 && del.status < 500) ledger.answer(p, null);
        continue;
      }
      counts.removed++;
      ledger.answer(p, 'out');
      // Enrol the student again: in the same class half the time, in another one otherwise.
      const classId = rnd.next() < 0.5 ? p.classId : rnd.pick(classIds);
      counts.reEnrolments++;
      const q = ledger.send(p.studentId, classId);
      const add = await adminClient.request('POST', '/api/classes/enrollStudent', {
        token: adminTokenValue,
        body: { classId, student: { studentId: p.studentId } },
      });
      answered++;
      if (add.status === 201) {
        counts.reEnrolled++;
        ledger.answer(q, 'in');
      } else if (add.status >= 400 && add.status < 500) ledger.answer(q, null);
    }
  };

  const started = performance.now();
  const studentWork = Promise.all([
    ...students.flatMap((s) => rnd.sample(classIds, rnd.int(2, 4)).map((classId) => attempt(s, classId))),
    ...proposals.map(propose),
  ]).finally(() => {
    studentsDone = true;
  });
  await Promise.all([studentWork, ...Array.from({ length: admins }, admin), withdrawer()]);
  const seconds = (performance.now() - started) / 1000;
  return { ledger, counts, seconds, requests: answered };
}
