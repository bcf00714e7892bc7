import { describe, expect, it } from 'vitest';
import { adminOverviewCall } from '../../../src/shared/api/calls/admin';
import { deskQuestionsCall } from '../../../src/shared/api/calls/adminQuestions';
import { ADMIN_OVERVIEW } from '../../../src/shared/api/constants';
import { adminToken } from '../testing/admin';
import { bearer, testClock, uniqueEmail, useTestServer } from '../testing/harness';

/**
 * The back office's start page (admin.overview) on a fixed day: Saturday 15 March 2031, 11:00 in Berlin
 * (UTC+1, before the change to summer time).
 */
const NOW = new Date('2031-03-15T10:00:00Z');
const clock = testClock(NOW);
const t = useTestServer({ clock });

async function learnerCreatedAt(at: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, country, created_at)
     VALUES ($1, 'none', 'Ruth', 'Übersicht', 'de', $2) RETURNING id`,
    [uniqueEmail('overview'), at],
  );
  return row!.id;
}

async function overview() {
  const response = await t.request({
    method: 'GET',
    url: '/api/admin/overview',
    headers: bearer(await adminToken(t, 'support@demo.test')),
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminOverviewCall.response.parse(response.json());
}

describe('the overview', () => {
  it("counts answers per Berlin day over 30 days, company courses' answers included, without gaps", async () => {
    const learner = await learnerCreatedAt('2020-01-01T00:00:00Z');
    const [question] = await t.db.query<{ id: number }>(
      `SELECT id FROM questions WHERE state = 'live' ORDER BY id LIMIT 1`,
    );
    const [course] = await t.db.query<{ id: number }>('SELECT id FROM company_courses ORDER BY id LIMIT 1');
    for (const at of [
      '2031-03-14T23:30:00Z', // 00:30 on the 15th in Berlin
      '2031-03-14T22:30:00Z', // 23:30 on the 14th
      '2031-02-13T23:30:00Z', // 00:30 on 14 February, the range's first day
      '2031-02-13T22:59:00Z', // the day before the range
      '2031-03-15T10:30:00Z', // after now: not yet
    ]) {
      await t.db.query(
        'INSERT INTO answered_questions (user_id, question_id, correct, answered_at) VALUES ($1, $2, true, $3)',
        [learner, question!.id, at],
      );
    }
    await t.db.query(
      `INSERT INTO company_answers (user_id, course_id, question_id, correct, answered_at)
       VALUES ($1, $2, $3, false, '2031-03-15T08:00:00Z')`,
      [learner, course!.id, question!.id],
    );

    const days = (await overview()).answers_per_day;
    expect(days).toHaveLength(ADMIN_OVERVIEW.days);
    expect(days[0]).toEqual({ day: '2031-02-14', answers: 1 });
    expect(days.at(-2)).toEqual({ day: '2031-03-14', answers: 1 });
    expect(days.at(-1)).toEqual({ day: '2031-03-15', answers: 2 });
    expect(days.reduce((sum, day) => sum + day.answers, 0)).toBe(4);
    // One row per day, in order.
    expect(new Set(days.map((day) => day.day)).size).toBe(ADMIN_OVERVIEW.days);
    expect([...days].sort((a, b) => a.day.localeCompare(b.day))).toEqual(days);
  });

  it('counts sign-ups per ISO week (Monday to Sunday in Berlin) over 12 weeks', async () => {
    // The seed's accounts are made on the test's clock: they are this week's sign-ups already.
    const seeded = (await overview()).learners_per_week;
    expect(seeded.slice(0, -1).every((week) => week.learners === 0)).toBe(true);
    for (const at of [
      '2031-03-09T23:30:00Z', // Monday 10 March, 00:30 in Berlin: this week
      '2031-03-09T22:30:00Z', // Sunday 9 March, 23:30: the week before
      '2030-12-23T00:00:00Z', // Monday of the first week of the range
      '2030-12-22T22:00:00Z', // Sunday 22 December, 23:00: before the range
    ]) {
      await learnerCreatedAt(at);
    }
    const weeks = (await overview()).learners_per_week;
    expect(weeks).toHaveLength(ADMIN_OVERVIEW.weeks);
    expect(weeks[0]).toEqual({ week: '2030-12-23', learners: 1 });
    expect(weeks.at(-2)).toEqual({ week: '2031-03-03', learners: 1 });
    expect(weeks.at(-1)).toEqual({ week: '2031-03-10', learners: seeded.at(-1)!.learners + 1 });
    expect(weeks.reduce((sum, week) => sum + week.learners, 0)).toBe(seeded.at(-1)!.learners + 3);
  });

  it("counts open reports, and the live questions due for review as the desk's list finds them", async () => {
    const before = await overview();
    expect(before.review_due_before).toBe('2030-03-15');

    // Every live question dated on the line (not due), then one the day before it (due).
    await t.db.query(`UPDATE questions SET valid_as_of = '2030-03-15' WHERE state = 'live'`);
    const [due] = await t.db.query<{ id: number }>(
      `UPDATE questions SET valid_as_of = '2030-03-14'
       WHERE id = (SELECT min(id) FROM questions WHERE state = 'live') RETURNING id`,
    );
    const learner = await learnerCreatedAt('2020-01-01T00:00:00Z');
    await t.db.query(
      `INSERT INTO question_reports (question_id, user_id, reason, text, created_at)
       VALUES ($1, $2, 'other', 'Unklar.', $3)`,
      [due!.id, learner, NOW],
    );

    const after = await overview();
    expect(after.open_reports).toBe(before.open_reports + 1);
    expect(after.review_due).toBe(1);
    const list = await t.request({
      method: 'GET',
      url: `/api/admin/questions?state=live&valid_before=${after.review_due_before}`,
      headers: bearer(await adminToken(t, 'admin@demo.test')),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(deskQuestionsCall.response.parse(list.json()).data.map((row) => row.id)).toEqual([due!.id]);
  });
});
