import { expect, hydrated, inLanguage, newEmail, signUpIn, test } from './fixtures.ts';

/**
 * The user centre's account details (/userInfo/info) in Arabic and English, at 1280 and 375 px:
 * every value starts beside its label (the inline start of its cell), the left-to-right ones (the
 * numeric id, the masked email) included, isolated so they keep their own order.
 */
for (const lang of ['ar', 'en_US'] as const) {
  test(`profile values start beside their labels in ${lang}`, async ({ page, context, baseURL }) => {
    await inLanguage(context, baseURL, lang);
    await signUpIn(page, newEmail(`profile-${lang.replace('_', '').toLowerCase()}`));
    await page.goto(lang === 'en_US' ? '/userInfo/info' : `/${lang}/userInfo/info`);
    await hydrated(page);
    const rows = page.locator('.user-facts > div');
    await expect(rows).toHaveCount(5);
    const rtl = lang === 'ar';
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    const offsets = await rows.evaluateAll((divs) =>
      divs.map((div) => {
        const dd = div.querySelector('dd') as HTMLElement;
        const first = dd.firstElementChild ?? dd;
        const range = document.createRange();
        range.selectNodeContents(dd.firstChild ?? dd);
        const value = (dd.firstChild?.nodeType === Node.TEXT_NODE ? range : first).getBoundingClientRect();
        const cell = dd.getBoundingClientRect();
        return {
          label: (div.querySelector('dt') as HTMLElement).textContent,
          // How far the value's first run is from the cell's inline start.
          gap: document.documentElement.dir === 'rtl' ? cell.right - value.right : value.left - cell.left,
          textAlign: getComputedStyle(dd).textAlign,
          direction: getComputedStyle(dd).direction,
        };
      }),
    );
    for (const row of offsets) {
      expect(Math.abs(row.gap), JSON.stringify(row)).toBeLessThanOrEqual(1);
      expect(row.direction, JSON.stringify(row)).toBe(rtl ? 'rtl' : 'ltr');
    }
    // The id and the email read left to right inside their isolate.
    const uid = page.locator('.user-facts > div').nth(1).locator('bdi');
    await expect(uid).toHaveAttribute('dir', 'ltr');
    await expect(uid).toHaveText(/^\d+$/);
    await expect(page.locator('.user-facts > div').nth(3).locator('bdi')).toHaveText(/@example\.com$/);
  });
}
