import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../../support/render'

/** Issue 36: the terms link sits inside its sentence, with no space joined before it in CJK. */
describe('the sign-up terms sentence', () => {
  it.each([
    [
      '/signup',
      'terms and conditions',
      'By creating an account you agree to our terms and conditions. Our privacy policy explains how we use your data.',
      '/agreement',
    ],
    [
      '/ja/signup',
      '利用規約',
      'アカウントを作成すると、利用規約に同意したものとみなされます。個人データの取り扱いについてはプライバシーポリシーをご覧ください。',
      '/ja/agreement',
    ],
    [
      '/zh-HK/signup',
      '條款及細則',
      '建立帳戶即表示你同意我們的條款及細則。我們如何使用你的個人資料，請參閱私隱政策。',
      '/zh-HK/agreement',
    ],
  ])('on %s reads as one sentence with its link', async (path, linkName, sentence, href) => {
    await renderApp(path)
    const main = await screen.findByRole('main')
    const link = await within(main).findByRole('link', { name: linkName })
    expect(link).toHaveAttribute('href', href)
    expect(link.parentElement).toHaveTextContent(sentence, { normalizeWhitespace: false })
  })

  // Decision 040: the privacy policy (in Turkish, the KVKK notice) is linked where data is given.
  it.each([
    ['/signup', 'privacy policy', '/privacy-policy'],
    ['/tr/signup', 'Gizlilik Politikası ve KVKK Aydınlatma Metni’nde', '/tr/privacy-policy'],
  ])('on %s links the privacy policy in a new tab', async (path, linkName, href) => {
    await renderApp(path)
    const main = await screen.findByRole('main')
    const link = await within(main).findByRole('link', { name: linkName })
    expect(link).toHaveAttribute('href', href)
    expect(link).toHaveAttribute('target', '_blank')
  })
})
