import { describe, expect, it } from 'vitest';
import { SIGNED_IN_CALLERS, useAccessFixture, type Caller } from './route-access-callers.ts';

/** Beyond the status of each route (route-access.test.ts): what callers see of resources that are not theirs. */
describe(`resource ownership (${process.env['TEST_DIALECT']})`, () => {
  const access = useAccessFixture();

  const detail = async (caller: Caller, classId: number) => {
    const res = await access.t.request({
      method: 'GET',
      url: `/api/classes/${classId}`,
      token: access.tokens[caller] ?? null,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { whatsapp_link: string | null; status_history: unknown[] | null };
  };

  it("a class's WhatsApp link and history are for its members and admins only", async () => {
    const seen: Record<string, boolean> = {};
    for (const caller of ['anonymous', ...SIGNED_IN_CALLERS] as const) {
      const d = await detail(caller, access.fixture.classId);
      seen[caller] = d.whatsapp_link !== null;
      expect(d.status_history !== null, caller).toBe(seen[caller]);
    }
    expect(seen).toEqual({
      anonymous: false,
      newStudent: false,
      student: true,
      otherStudent: false,
      leader: true,
      teacher: false,
      admin: true,
    });
  });

  it("a student's own class list never shows another student's classes", async () => {
    const mine = await access.t.request({
      method: 'GET',
      url: '/api/classes/student',
      token: access.tokens.otherStudent!,
    });
    expect((mine.json() as { id_class: number }[]).map((c) => c.id_class)).toEqual([access.fixture.otherClassId]);
    const asking = await access.t.request({
      method: 'GET',
      url: `/api/classes/student?id_student=${access.fixture.otherStudent.studentId}`,
      token: access.tokens.student!,
    });
    expect(asking.statusCode).toBe(403);
  });

  it("another student's record and contacts stay hidden", async () => {
    const record = await access.t.request({
      method: 'GET',
      url: `/api/students?userId=${access.fixture.otherStudent.userId}`,
      token: access.tokens.student!,
    });
    expect(record.statusCode).toBe(403);
    const contacts = await access.t.request({
      method: 'GET',
      url: `/api/classes/${access.fixture.otherClassId}/students`,
      token: access.tokens.student!,
    });
    expect(contacts.statusCode).toBe(403);
    expect(contacts.body).not.toContain('@tec.example');
    const edit = await access.t.request({
      method: 'PATCH',
      url: `/api/students/${access.fixture.otherStudent.studentId}`,
      token: access.tokens.student!,
      payload: { phone: '5298300000000' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('a student cannot enrol another student nor change a class they do not lead', async () => {
    const enrol = await access.t.request({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      token: access.tokens.student!,
      payload: { classId: access.fixture.otherClassId, student: { studentId: access.fixture.newStudent.userId } },
    });
    expect(enrol.statusCode).toBe(403);
    const link = await access.t.request({
      method: 'PATCH',
      url: `/api/classes/${access.fixture.otherClassId}/class`,
      token: access.tokens.leader!,
      payload: { whatsappLink: 'https://chat.whatsapp.com/OtroGrupo123456' },
    });
    expect(link.statusCode).toBe(403);
  });
});
