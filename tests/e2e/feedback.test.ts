/**
 * The feedback dialog (spec §4, §5, §7, §9): opens from the side bar and from the footer, loads the
 * subjects with id 1 preselected, filters them by case-insensitive prefix, shows every validation
 * message without calling the server, and on success shows the server's message as a green toast
 * for 3 s, closes, clears, and the server has stored the row.
 */
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { dataOf, gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

/** The subjects as the server gives them to the dialog (English). */
async function subjects() {
  const options = await dataOf(e2e.api.site.selectOptions({ query: { field: 'feedback_type' } }))
  return options.feedback_type ?? []
}

const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')

function dialogParts(page: Page) {
  const dialog = page.locator('dialog.feedback-dialog')
  return {
    dialog,
    email: dialog.locator('input[name="email"]'),
    subject: dialog.getByRole('combobox'),
    options: dialog.getByRole('option'),
    comment: dialog.locator('textarea[name="feedback_content"]'),
    submit: dialog.locator('button[type="submit"]'),
    error: (field: 'email' | 'type_id' | 'feedback_content') => dialog.locator(`.field-error[data-field="${field}"]`),
  }
}

/** Counts the feedback POSTs the page makes (invalid input must not reach the server). */
function countFeedbackPosts(page: Page) {
  const seen = { count: 0 }
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/feedback') seen.count++
  })
  return seen
}

const TRIGGERS = [
  ['side bar', 'sidebar-feedback'],
  ['footer', 'footer-feedback'],
] as const

describe('feedback dialog', () => {
  test.each(TRIGGERS)(
    'from the %s: subjects, filtering, validation messages, a stored submission, cleared on reopen',
    async (where, testId) => {
      const all = await subjects()
      const first = all.find((s) => s.id === 1)
      expect(first, 'subject id 1 exists').toBeDefined()
      const page = await e2e.page()
      const posts = countFeedbackPosts(page)
      await gotoHydrated(page, '/about')
      const f = dialogParts(page)
      await expect(f.dialog.isVisible()).resolves.toBe(false)

      // Opens; the subjects load and id 1 is preselected.
      await page.getByTestId(testId).click()
      await f.dialog.waitFor({ state: 'visible' })
      await expect.poll(() => f.subject.inputValue()).toBe(first!.label)

      // Typing filters by prefix, whatever the case.
      const target =
        all.find(
          (s) => s.id !== 1 && all.filter((o) => o.label[0]!.toLowerCase() === s.label[0]!.toLowerCase()).length > 1,
        ) ?? all.find((s) => s.id !== 1)!
      for (const typed of [swapCase(target.label.slice(0, 1)), swapCase(target.label.slice(0, 3))]) {
        const expected = all.filter((s) => s.label.toLowerCase().startsWith(typed.toLowerCase())).map((s) => s.label)
        expect(expected.length, `prefix ${typed} narrows the list`).toBeLessThan(all.length)
        await f.subject.fill(typed)
        await expect.poll(() => f.options.allInnerTexts()).toEqual(expected)
      }
      await f.subject.fill('zzzz')
      await expect.poll(() => f.options.count()).toBe(0)
      await f.dialog.getByText('No matching subject').waitFor()

      // Picking a filtered option selects it.
      await f.subject.fill(target.label.slice(0, 3))
      await f.options.filter({ hasText: target.label }).click()
      await expect.poll(() => f.subject.inputValue()).toBe(target.label)
      await expect(f.options.count()).resolves.toBe(0)

      // Empty / invalid input: every message, and nothing is sent.
      await f.subject.fill('')
      await f.subject.press('Tab') // leave the subject box: it stays empty
      await expect.poll(() => f.options.count()).toBe(0)
      await f.email.fill('a@b.c')
      await f.submit.click()
      await expect.poll(() => f.error('email').innerText()).toBe('Enter an email address')
      await expect.poll(() => f.error('type_id').innerText()).toBe('Select a subject')
      await expect.poll(() => f.error('feedback_content').innerText()).toBe('Enter a comment')
      await expect(f.subject.inputValue()).resolves.toBe('')

      for (const bad of ['测试@例子.com', 'abcdef']) {
        await f.email.fill(bad)
        await f.submit.click()
        await expect.poll(() => f.error('email').innerText(), { message: bad }).toBe('Enter a valid email address')
      }
      await f.comment.fill('   ')
      await f.submit.click()
      await expect.poll(() => f.error('feedback_content').innerText()).toBe('Enter a comment')
      expect(posts.count, 'invalid input is not sent').toBe(0)
      expect(await f.dialog.isVisible()).toBe(true)

      // A valid submission: the server's message as a green toast, the dialog closes, the row is stored.
      const email = `Buyer.${testId}@example.com`
      const comment = `Please stock more STM32 parts (${where}).`
      await f.email.fill(email)
      await f.subject.fill(target.label.slice(0, 3))
      await f.subject.press('Enter')
      await expect.poll(() => f.subject.inputValue()).toBe(target.label)
      await f.comment.fill(comment)
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/feedback'),
        f.submit.click(),
      ])
      const answer = (await response.json()) as { code: number; message: string }
      expect(response.status()).toBe(200)
      expect(answer.code).toBe(200)
      expect(answer.message).toBeTruthy()

      const toast = page.locator('.toasts .toast', { hasText: answer.message })
      await toast.waitFor({ state: 'visible' })
      expect(await toast.getAttribute('class')).toContain('toast-success')
      const [r, g, b] = (await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number)
      expect(g! > r! && g! > b!, 'the success toast is green').toBe(true)
      await f.dialog.waitFor({ state: 'hidden' })
      expect(await f.dialog.evaluate((el: HTMLDialogElement) => el.open)).toBe(false)
      expect(posts.count).toBe(1)

      const rows = await e2e.query<{ type_id: number; email: string; content: string; locale: string }>(
        'SELECT type_id, email, content, locale FROM feedback WHERE email = ?',
        [email],
      )
      expect(rows).toEqual([{ type_id: target.id, email, content: comment, locale: 'en' }])

      // Reopened: cleared, subject back to id 1, no messages left over.
      await page.getByTestId(testId).click()
      await f.dialog.waitFor({ state: 'visible' })
      await expect(f.email.inputValue()).resolves.toBe('')
      await expect(f.comment.inputValue()).resolves.toBe('')
      await expect.poll(() => f.subject.inputValue()).toBe(first!.label)
      for (const field of ['email', 'type_id', 'feedback_content'] as const)
        await expect(f.error(field).innerText()).resolves.toBe('')
    },
  )

  test('the feedback toast goes away after its 3 s', async () => {
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    const f = dialogParts(page)
    await page.getByTestId('footer-feedback').click()
    await f.dialog.waitFor({ state: 'visible' })
    await expect.poll(() => f.subject.inputValue()).not.toBe('')
    await f.email.fill('toast.check@example.com')
    await f.comment.fill('How long does the toast stay?')
    await f.submit.click()

    const toast = page.locator('.toasts .toast-success')
    await toast.waitFor({ state: 'visible' })
    const shownAt = Date.now()
    await page.waitForTimeout(1_000)
    expect(await toast.count(), 'still shown after 1 s').toBe(1)
    await page.waitForTimeout(Math.max(0, shownAt + 3_500 - Date.now()))
    expect(await toast.count(), 'gone 3.5 s after it appeared').toBe(0)
  })
})
