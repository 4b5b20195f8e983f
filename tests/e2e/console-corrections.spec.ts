import { expect, expectAccessible, expectFitsScreen, hydrated, inLanguage, test } from './fixtures.ts';
import { catalog, signInAdmin, text } from './staff.ts';

/**
 * Corrections over the feed's data (issue 15, "leagues/teams/players corrections over feed data"), as
 * an editor makes one: find a team by part of its name, correct its name, and the team's library page
 * shows the correction. In English and Simplified Chinese, at 1280 and 375 px. The correction is
 * removed again, whatever happens: other tests read the same server.
 */
for (const language of ['en_US', 'zh_CN'] as const) {
  const prefix = language === 'en_US' ? '' : `/${language}`;
  const words = catalog(language, 'console');
  const t = (key: string, values: Record<string, string> = {}) =>
    text(words, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

  test(`an editor corrects a team's name in ${language}`, async ({ page, baseURL }, info) => {
    await inLanguage(page.context(), baseURL, language);
    await signInAdmin(page);
    // A team of the feed with one name in every language, found as an editor would: by its first word.
    const teams = await (await page.request.get('/java/team/list?page=1&size=50&game=soccer')).json();
    const team = (teams.result.list as { id: number; name: string; names: object }[]).find(
      (t) => Object.keys(t.names).length === 0,
    );
    if (!team) throw new Error('no team without local names');
    const corrected = `${team.name.split(' ')[0]} ${info.project.name === 'mobile' ? 'Mobile' : 'Desk'} FC ${language}`;
    try {
      await page.goto(`${prefix}/admin/corrections`);
      await hydrated(page);
      const finder = page.getByRole('search', { name: t('corrections.find.heading') });
      await finder.getByLabel(t('corrections.kind')).selectOption('team');
      await finder.getByLabel(t('corrections.find.label')).fill(team.name.split(' ')[0] ?? team.name);
      await finder.getByRole('button', { name: t('corrections.find.submit') }).click();
      await page.getByRole('link', { name: t('corrections.find.correctName', { name: team.name }) }).click();

      const name = page.locator('input[name="name"]');
      await expect(name).toHaveValue(team.name);
      await expectFitsScreen(page);
      await expectAccessible(page, 'main');
      await name.fill(corrected);
      await page.getByRole('button', { name: t('corrections.editor.save') }).click();
      await expect(page.getByText(t('corrections.editor.saved'))).toBeVisible();
      // The table of corrections in force lists it, the feed's value beside it.
      const table = page.getByRole('table', { name: t('corrections.caption') });
      await expect(table).toContainText(corrected);
      await expect(table).toContainText(team.name);

      // The team's page shows the corrected name.
      await page.goto(`${prefix}/squadLibrary/${team.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(corrected);
    } finally {
      await page.request.post('/java/admin/competitions/uncorrect', { data: { kind: 'team', id: team.id } });
    }
  });
}
