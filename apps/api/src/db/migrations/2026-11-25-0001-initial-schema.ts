import { sql, SqliteAdapter, type Kysely, type ColumnDefinitionBuilder } from 'kysely';

/**
 * The whole data model of spec §3. Frozen in time: never edit an applied migration, add a new one.
 * Both dialects get the same tables; the differences are confined to the helpers below
 * (identity columns, timestamps). Booleans are 0/1 integers on both, so one query code fits both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Db): Promise<void> {
  const lite = isSqlite(db);
  const id = (c: ColumnDefinitionBuilder) =>
    lite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const ts = lite ? 'text' : 'timestamptz';
  const now = lite ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` : sql`now()`;
  const bool = (name: string) => sql.raw(`${name} IN (0, 1)`);

  await db.schema
    .createTable('roles')
    .addColumn('id_role', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id_user', 'integer', id)
    .addColumn('oid', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('paternal_surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('maternal_surname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('id_role', 'integer', (c) => c.notNull().references('roles.id_role'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();

  await db.schema
    .createTable('staff_accounts')
    .addColumn('id_user', 'integer', (c) => c.primaryKey().references('users.id_user').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('last_login_at', ts)
    .addCheckConstraint('staff_accounts_is_active_bool', bool('is_active'))
    .execute();

  await db.schema
    .createTable('careers')
    .addColumn('id_career', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('subjects')
    .addColumn('id_subject', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_search', 'text', (c) => c.notNull())
    .addColumn('clave', 'text', (c) => c.notNull().unique())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addCheckConstraint('subjects_clave_length', sql`length(clave) = 7`)
    .addCheckConstraint('subjects_credits_range', sql`credits BETWEEN 1 AND 20`)
    .execute();
  await db.schema.createIndex('subjects_name_search_idx').on('subjects').column('name_search').execute();

  await db.schema
    .createTable('subject_careers')
    .addColumn('id_subject', 'integer', (c) => c.notNull().references('subjects.id_subject').onDelete('cascade'))
    .addColumn('id_career', 'integer', (c) => c.notNull().references('careers.id_career').onDelete('cascade'))
    .addPrimaryKeyConstraint('subject_careers_pk', ['id_subject', 'id_career'])
    .execute();
  await db.schema
    .createIndex('subject_careers_career_idx')
    .on('subject_careers')
    .columns(['id_career', 'id_subject'])
    .execute();

  await db.schema
    .createTable('weekdays')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('short_name', 'text', (c) => c.notNull().unique())
    .addCheckConstraint('weekdays_id_range', sql`id BETWEEN 1 AND 5`)
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('id_student', 'integer', id)
    .addColumn('id_user', 'integer', (c) => c.notNull().unique().references('users.id_user').onDelete('cascade'))
    .addColumn('id_career', 'integer', (c) => c.notNull().references('careers.id_career'))
    .addColumn('control_number', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('enrolments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('students_enrolments_range', sql`enrolments BETWEEN 0 AND 2`)
    .execute();
  await db.schema.createIndex('students_career_idx').on('students').column('id_career').execute();

  await db.schema
    .createTable('classes')
    .addColumn('id_class', 'integer', id)
    .addColumn('id_subject', 'integer', (c) => c.notNull().references('subjects.id_subject'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('shift', 'text')
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('whatsapp_link', 'text')
    .addColumn('max_students', 'integer', (c) => c.notNull())
    .addColumn('enrolled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'classes_status_valid',
      sql`status IN ('pendiente', 'aprobado', 'rechazado', 'active', 'cancelled')`,
    )
    .addCheckConstraint('classes_shift_valid', sql`shift IS NULL OR shift IN ('matutino', 'vespertino')`)
    .addCheckConstraint('classes_period_range', sql`period BETWEEN 2000 AND 2100`)
    .addCheckConstraint('classes_max_students_range', sql`max_students BETWEEN 1 AND 500`)
    .addCheckConstraint('classes_enrolled_range', sql`enrolled >= 0 AND enrolled <= max_students`)
    .execute();
  await db.schema
    .createIndex('classes_status_period_idx')
    .on('classes')
    .columns(['status', 'period', 'id_class'])
    .execute();
  await db.schema.createIndex('classes_period_idx').on('classes').columns(['period', 'id_class']).execute();
  await db.schema.createIndex('classes_subject_idx').on('classes').columns(['id_subject', 'period']).execute();
  await db.schema.createIndex('classes_created_by_idx').on('classes').column('created_by').execute();

  await db.schema
    .createTable('class_schedules')
    .addColumn('id_schedule', 'integer', id)
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('id_day', 'integer', (c) => c.notNull().references('weekdays.id'))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addUniqueConstraint('class_schedules_class_day_unique', ['id_class', 'id_day'])
    .addCheckConstraint('class_schedules_time_order', sql`start_time < end_time`)
    .addCheckConstraint('class_schedules_time_format', sql`length(start_time) = 8 AND length(end_time) = 8`)
    .execute();

  await db.schema
    .createTable('student_classes')
    .addColumn('id_student_class', 'integer', id)
    .addColumn('id_student', 'integer', (c) => c.notNull().references('students.id_student').onDelete('cascade'))
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('group_leader', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('student_classes_student_class_unique', ['id_student', 'id_class'])
    .addCheckConstraint('student_classes_group_leader_bool', bool('group_leader'))
    .execute();
  await db.schema
    .createIndex('student_classes_class_idx')
    .on('student_classes')
    .columns(['id_class', 'id_student_class'])
    .execute();
  // At most one group leader per class, enforced by the database itself.
  await db.schema
    .createIndex('student_classes_one_leader_idx')
    .on('student_classes')
    .column('id_class')
    .unique()
    .where(sql.ref('group_leader'), '=', 1)
    .execute();

  await db.schema
    .createTable('class_status_history')
    .addColumn('id', 'integer', id)
    .addColumn('id_class', 'integer', (c) => c.notNull().references('classes.id_class').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('changed_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('class_status_history_class_idx')
    .on('class_status_history')
    .columns(['id_class', 'changed_at'])
    .execute();

  await db.schema
    .createTable('teacher_applications')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('paternal_surname', 'text', (c) => c.notNull())
    .addColumn('maternal_surname', 'text')
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('cv', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('id_class', 'integer', (c) => c.references('classes.id_class').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id_user').onDelete('set null'))
    .addColumn('reviewed_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('teacher_applications_accepted_bool', bool('accepted'))
    .execute();
  await db.schema
    .createIndex('teacher_applications_created_idx')
    .on('teacher_applications')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('teacher_applications_accepted_idx')
    .on('teacher_applications')
    .columns(['accepted', 'created_at'])
    .execute();
  await db.schema
    .createIndex('teacher_applications_email_idx')
    .on('teacher_applications')
    .columns(['contact_email', 'created_at'])
    .execute();

  // Secrets the server generates for itself in development (staff token key, dev issuer keys).
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  // Storage of the built-in development OpenID issuer (unused with an external issuer).
  await db.schema
    .createTable('dev_idp_accounts')
    .addColumn('sub', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('family_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('dev_idp_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('dev_idp_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('dev_idp_payloads_grant_idx').on('dev_idp_payloads').column('grant_id').execute();
  await db.schema.createIndex('dev_idp_payloads_uid_idx').on('dev_idp_payloads').column('uid').execute();

  // Reference data that every installation has.
  await db
    .insertInto('roles')
    .values([
      { id_role: 1, name: 'admin' },
      { id_role: 2, name: 'student' },
      { id_role: 3, name: 'teacher' },
    ])
    .execute();
  await db
    .insertInto('weekdays')
    .values([
      { id: 1, name: 'Lunes', short_name: 'L' },
      { id: 2, name: 'Martes', short_name: 'M' },
      { id: 3, name: 'Miércoles', short_name: 'X' },
      { id: 4, name: 'Jueves', short_name: 'J' },
      { id: 5, name: 'Viernes', short_name: 'V' },
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'dev_idp_payloads',
    'dev_idp_accounts',
    'app_secrets',
    'teacher_applications',
    'class_status_history',
    'student_classes',
    'class_schedules',
    'classes',
    'students',
    'weekdays',
    'subject_careers',
    'subjects',
    'careers',
    'staff_accounts',
    'users',
    'roles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
