import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';

/**
 * One physical room, one row (docs/rules.md SAL-2): its building and name are
 * compared without case, accents or extra spaces, by the admin's form, the CSV import and three
 * imports at once alike.
 */
describe(`one room whatever its spelling (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let seq = 0;
  const create = (name: string, building: string) =>
    t.request({
      method: 'POST',
      url: '/api/rooms',
      token: adminToken,
      payload: { name, building, capacity: 20, kind: 'laboratorio' },
    });
  const importCsv = (csv: string) =>
    t.request({ method: 'POST', url: '/api/rooms/import', token: adminToken, payload: { csv } });
  // Whichever spelling won the race is stored (upper case or accented on PostgreSQL, where LIKE minds case):
  // the rows are matched on the same folding the rule uses.
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const roomsLike = async (building: string) =>
    (await t.db.selectFrom('rooms').select(['name', 'building']).execute()).filter((r) =>
      fold(r.building).includes(fold(building)),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminToken = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  it('the form refuses the same room in other case, accents or spacing (409), and stores single spaces', async () => {
    const building = `Edificio ${++seq}A`;
    const res = await create('  Lab   1 ', ` ${building}  `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Lab 1', building });
    for (const [name, b] of [
      ['LAB 1', building.toUpperCase()],
      ['Lab 1', building.replace('Edificio', 'Edifício')],
      ['lab\t1', building.replace(' ', '   ')],
    ] as const) {
      const again = await create(name, b);
      expect(again.statusCode, `${name}/${b}`).toBe(409);
      expect(again.json().message).toBe(ERROR_MESSAGES.roomDuplicate);
    }
    expect(await roomsLike(building)).toEqual([{ name: 'Lab 1', building }]);
  });

  it('the import refuses a room that exists under another spelling, naming its line', async () => {
    const building = `Edificio ${++seq}B`;
    expect((await create('Cómputo 2', building)).statusCode).toBe(201);
    const res = await importCsv(`nombre,edificio,capacidad,tipo\nCOMPUTO  2,${building.toLowerCase()},30,aula\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`Línea 2: Ya existe el salón COMPUTO 2 en ${building.toLowerCase()}.`]);
    expect(await roomsLike(building)).toHaveLength(1);
  });

  it('three imports at once, each with its own spelling of one new room: one room, one import', async () => {
    const building = `Edificio ${++seq}C`;
    const spellings = [
      ['Lab 1', building],
      ['LAB 1', building.toUpperCase()],
      ['Lab  1', ` ${building.replace('Edificio', 'Edifício')}`],
    ];
    const results = await Promise.all(
      spellings.map(([name, b], i) =>
        importCsv(
          `nombre,edificio,capacidad,tipo\n${name},${b},20,laboratorio\nOtro ${i},${building} anexo ${i},10,aula\n`,
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    // The others see the room (400, line 2) or meet it while inserting (409): nothing of theirs stays.
    for (const r of results.filter((x) => x.statusCode !== 201)) expect([400, 409]).toContain(r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const rows = await roomsLike(building);
    expect(rows.filter((r) => r.name.toLowerCase() === 'lab 1')).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });
});
