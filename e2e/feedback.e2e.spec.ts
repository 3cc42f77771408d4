/**
 * The feedback hub (/feedback) over the real API, as an anonymous visitor: each of the four forms is
 * sent once with a mistake (the spec's message shows beside the field and nothing is sent) and once
 * correctly (the spec's success toast, and the form starts afresh).
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from './support/pages';

function unique(): string {
  return randomBytes(3).toString('hex');
}

/** The field's error message, found through its aria-describedby. */
async function expectFieldError(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errors = describedBy
    .split(' ')
    .filter(Boolean)
    .map((id) => page.locator(`[id="${id}"]`));
  const texts = await Promise.all(errors.map((error) => error.innerText()));
  expect(texts.join(' ')).toContain(message);
}

/** Only the chosen tab's form is visible; the others stay mounted but hidden. */
function panel(page: Page) {
  return page.getByRole('tabpanel');
}

test('Share Feedback: too short a message is refused beside the field, then feedback is sent', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page.getByRole('tab', { name: 'Share Feedback' })).toHaveAttribute('aria-selected', 'true');
  const form = panel(page).getByRole('form', { name: 'Share Feedback' });
  await expect(form.getByRole('combobox', { name: 'Feedback type' })).toHaveValue('general');

  const message = form.getByRole('textbox', { name: 'Your feedback' });
  await message.fill('ok');
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  await expectFieldError(page, message, 'Please provide more details');
  await expect(message).toBeFocused();

  // The data type asks which destination the feedback is about.
  await form.getByRole('combobox', { name: 'Feedback type' }).selectOption('data');
  await form.getByRole('textbox', { name: 'Destination' }).fill('Barcelona');
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await message.fill(`The night-bus tip for Barcelona is out of date (${unique()}).`);
  await form.getByRole('button', { name: 'Submit Feedback' }).click();

  await expect(toast(page, 'Feedback Submitted')).toContainText(
    'Thank you for your feedback! We appreciate your input.',
  );
  await expect(message).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Feedback type' })).toHaveValue('general');
  await expect(form.getByText('Not rated')).toBeVisible();
});

test('Report Data Issue: an ID of 0 is refused, then the report is sent', async ({ page }) => {
  await page.goto('/feedback?tab=report');
  const form = panel(page).getByRole('form', { name: 'Report Data Issue' });

  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectFieldError(page, form.getByRole('combobox', { name: 'Data type' }), 'Please select a data type');
  await expectFieldError(page, form.getByRole('spinbutton', { name: 'ID' }), 'Please enter an ID');

  await form.getByRole('combobox', { name: 'Data type' }).selectOption('destination');
  await form.getByRole('spinbutton', { name: 'ID' }).fill('0');
  await form.getByRole('textbox', { name: 'What is wrong?' }).fill('The score ignores the new night metro.');
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectFieldError(page, form.getByRole('spinbutton', { name: 'ID' }), 'ID must be a positive number');

  await form.getByRole('spinbutton', { name: 'ID' }).fill('5');
  await form
    .getByRole('textbox', { name: 'Correct information' })
    .fill(`Metro runs all night on Saturdays ${unique()}`);
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(page, 'Report Submitted')).toContainText(
    'Thank you for helping us improve our data! We will review your report.',
  );
  await expect(form.getByRole('spinbutton', { name: 'ID' })).toHaveValue('');
});

test('Report a Bug: the environment is filled in, short texts are refused, then the bug is sent', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByRole('tab', { name: 'Report a Bug' }).click();
  await expect(page).toHaveURL(/tab=bug/);
  const form = panel(page).getByRole('form', { name: 'Report a Bug' });
  await expect(form.getByRole('textbox', { name: 'Page URL' })).toHaveValue(/\/feedback/);
  await expect(form.getByRole('textbox', { name: 'Browser' })).toHaveValue(/Chrome \d+/);
  await expect(form.getByRole('textbox', { name: 'Device' })).toHaveValue(/Desktop|Mobile|Tablet/);
  await expect(form.getByRole('combobox', { name: 'Severity' })).toHaveValue('medium');

  await form.getByRole('textbox', { name: 'Bug title' }).fill('Map');
  await form.getByRole('textbox', { name: 'Description' }).fill('blank');
  await form.getByRole('textbox', { name: 'Steps to reproduce' }).fill('open it');
  await form.getByRole('button', { name: 'Submit Bug Report' }).click();
  await expectFieldError(
    page,
    form.getByRole('textbox', { name: 'Description' }),
    'Please provide more details about the bug',
  );
  await expectFieldError(
    page,
    form.getByRole('textbox', { name: 'Steps to reproduce' }),
    'Please provide steps to reproduce the bug',
  );

  await form.getByRole('textbox', { name: 'Description' }).fill(`The map stays blank on the search page ${unique()}`);
  await form.getByRole('textbox', { name: 'Steps to reproduce' }).fill('1. Search for Paris\n2. Choose Map');
  await form.getByRole('combobox', { name: 'Severity' }).selectOption('high');
  await form.getByRole('checkbox', { name: 'You may contact me about this bug' }).check();
  await form.getByRole('textbox', { name: 'Email' }).fill('tester@example.org');
  await form.getByRole('button', { name: 'Submit Bug Report' }).click();
  await expect(toast(page, 'Bug Report Submitted')).toContainText(
    'Thank you for reporting this issue! Our team will investigate it.',
  );
  await expect(form.getByRole('textbox', { name: 'Bug title' })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: 'You may contact me about this bug' })).not.toBeChecked();
});

test('Take Our Survey: no travel type and a bad email are refused, then the survey is sent and cleared', async ({
  page,
}) => {
  await page.goto('/feedback?tab=survey');
  const form = panel(page).getByRole('form', { name: 'Take Our Survey' });
  const often = form.getByRole('group', { name: 'How often do you travel?' });
  await expect(often.getByRole('radio', { name: /Occasionally/ })).toBeChecked();

  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Submit Survey' }).click();
  const types = form.getByRole('group', { name: 'What kinds of travel do you do?' });
  await expectFieldError(
    page,
    types.getByRole('checkbox', { name: 'Beach' }),
    'Please select at least one type of travel',
  );
  await expectFieldError(page, form.getByRole('textbox', { name: 'Email' }), 'Please enter a valid email address');

  await types.getByRole('checkbox', { name: 'Cultural' }).check();
  await types.getByRole('checkbox', { name: 'Backpacking' }).check();
  const features = form.getByRole('group', { name: 'Which features do you find most useful?' });
  await features.getByRole('checkbox', { name: 'Safety scores' }).check();
  const factor = form.getByRole('group', { name: 'What matters most to you in a travel safety app?' });
  await factor.getByRole('radio', { name: 'Other' }).check();
  await form.getByRole('textbox', { name: 'What else matters most to you?' }).fill('Offline emergency numbers');
  await form.getByRole('textbox', { name: 'Email' }).fill('');
  await form.getByRole('textbox', { name: 'Which features are missing?' }).fill(`Night routes ${unique()}`);
  await form.getByRole('button', { name: 'Submit Survey' }).click();

  await expect(toast(page, 'Survey Submitted')).toContainText(
    'Thank you for completing our survey! Your feedback is invaluable to us.',
  );
  // The checkbox choices are cleared too (spec part 2 section 4).
  await expect(types.getByRole('checkbox', { name: 'Cultural' })).not.toBeChecked();
  await expect(features.getByRole('checkbox', { name: 'Safety scores' })).not.toBeChecked();
  await expect(factor.getByRole('radio', { name: 'Accurate safety data' })).toBeChecked();
});

test('a half-written form survives a look at another tab, and the three blocks explain the hub', async ({ page }) => {
  await page.goto('/feedback');
  await panel(page).getByRole('textbox', { name: 'Your feedback' }).fill('Half written');
  await page.getByRole('tab', { name: 'Take Our Survey' }).click();
  await page.getByRole('tab', { name: 'Share Feedback' }).click();
  await expect(panel(page).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Half written');
  for (const block of ['Accurate Safety Data', 'Better User Experience', 'New Features']) {
    await expect(page.getByRole('heading', { name: block, level: 3 })).toBeVisible();
  }
});
