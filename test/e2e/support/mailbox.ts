// The development outbox page (/dev/mail, served when no SMTP server is configured), read the way a
// person would: open the newest mail to an address and take its text or its activation link.
import type { Browser, BrowserContext } from 'playwright-core';
import { screenshot } from './browser';

/** Text of the newest mail to `to`, opened in a new page of `context` (a screenshot of it if named). */
export async function readMail(context: BrowserContext, serverUrl: string, to: string, shot?: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto(`${serverUrl}/dev/mail`);
  await mailbox.locator('tr', { hasText: to }).first().getByRole('link').click();
  await mailbox.locator('pre').waitFor();
  if (shot) await screenshot(mailbox, shot);
  const text = await mailbox.locator('pre').innerText();
  await mailbox.close();
  return text;
}

/** The /register/confirm/… link of the newest mail to `to`, read on a desktop of its own. */
export async function activationLink(browser: Browser, serverUrl: string, to: string): Promise<string> {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const text = await readMail(desk, serverUrl, to);
  await desk.close();
  const link = /https?:\/\/\S+\/register\/confirm\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`no activation link in the mail to ${to}:\n${text}`);
  return link;
}
