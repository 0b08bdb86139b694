import { expect, loginByApi, test } from './fixtures';
import { expectAccessible, signupPlayer } from './records-helpers';

test('a chat message is sent, shown as text, and answered by support', async ({ page }) => {
  const p = await signupPlayer(page.request, 'ch');
  await loginByApi(page, p);
  await page.goto('/chat');
  await expect(page.getByText(`Hi ${p.username}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send us a Message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);

  const box = page.getByLabel('Message', { exact: true });
  const send = page.getByRole('button', { name: 'Send' });
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('Hello <b>support</b>, where is my bonus?');
  await send.click();
  await expect(page.getByTestId('msg-mine')).toContainText('Hello <b>support</b>, where is my bonus?');
  await expect(box).toHaveValue('');
  // the support account answers; the open conversation polls and shows it without a reload
  await expect(page.getByTestId('msg-theirs')).toContainText('Thank you for your message', { timeout: 10_000 });
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Support chat' }).getByRole('link', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/chat-list$/);
  await expect(page.getByRole('link', { name: /TakaPlay Support/ })).toContainText('Thank you for your message');
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Support chat' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Recent message')).toBeVisible();
});

test('a double tap on Send posts the message once', async ({ page }) => {
  const p = await signupPlayer(page.request, 'cd');
  await loginByApi(page, p);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Send us a Message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/messages') posts.push(r.url());
  });
  await page.getByLabel('Message', { exact: true }).fill('Is my deposit in?');
  await page.getByRole('button', { name: 'Send' }).dblclick();
  await expect(page.getByTestId('msg-mine')).toHaveCount(1);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  expect(posts).toHaveLength(1);
});

test('an address with no chat number says the chat is not found and offers nothing to send', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/chat-box/abc');
  await expect(page.getByText('Chat not found.')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
});
