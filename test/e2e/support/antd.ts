import type { Page } from '@playwright/test';

/**
 * Picks an option of the open antd Select popup by its visible text: the visible item, not the
 * popup's hidden accessibility list (whose `role=option` elements a click does not select).
 */
export async function pickOption(page: Page, text: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
