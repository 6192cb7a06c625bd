// The contact form (docs/app.md, "Contact"): a message the server refuses keeps what was typed,
// with the server's sentence; while one is sent the button is off; a sent one says so and clears
// the form.
import { expect, test } from './fixtures';
import { uniqueTag } from './helpers';

test('a refused message keeps what was typed; a sent one is thanked for and the form clears', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form.contact-form');
  const name = form.getByRole('textbox', { name: /^Full Name/ });
  const email = form.getByRole('textbox', { name: /^Email Address/ });
  const message = form.getByRole('textbox', { name: /^Message/ });
  const text = `Hello from ${uniqueTag('contact')}`;

  await name.fill('Pat Reader');
  // The browser's own check lets this through; the server's does not.
  await email.fill('pat@localhost');
  await message.fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toContainText('Please enter a valid email address.');
  await expect(name).toHaveValue('Pat Reader');
  await expect(email).toHaveValue('pat@localhost');
  await expect(message).toHaveValue(text);

  // While the message is on its way the button is off and says so.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await email.fill('pat.reader@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(form.getByText('Thank you! Your message has been sent. We will get back to you soon.')).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
});
