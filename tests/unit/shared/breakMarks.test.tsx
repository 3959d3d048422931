import { describe, expect, it } from 'vitest'
import { Fragment } from 'react'
import { renderToString } from 'react-dom/server'

const MARK = '\u200b'

/** Decision 037: a message's break marks reach the page as <wbr>, never as text. */
describe('the JSX runtime with CJK break marks', () => {
  it('turns the marks of a text child into <wbr>, so the text reads as written', () => {
    const html = renderToString(
      <p>
        {`日本の${MARK}eSIM`}
        {'、'}
        {`出発${MARK}前に`}
      </p>,
    )
    expect(html).toBe('<p>日本の<wbr/>eSIM<!-- -->、<!-- -->出発<wbr/>前に</p>')
  })

  it('passes the marks through a component to the element that shows them', () => {
    const Label = ({ children }: { children: string }) => <strong>{children}</strong>
    expect(renderToString(<Label>{`返金${MARK}可能`}</Label>)).toBe(
      '<strong>返金<wbr/>可能</strong>',
    )
  })

  it('turns them into <wbr> in the children of a fragment too (a list of lines)', () => {
    const lines = [`会社${MARK}概要`, `利用${MARK}規約`]
    const html = renderToString(
      <p>
        {lines.map((line, at) => (
          <Fragment key={at}>
            {at > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>,
    )
    expect(html).toBe('<p>会社<wbr/>概要<br/>利用<wbr/>規約</p>')
  })

  it('takes the marks out of attributes and of elements that hold only text', () => {
    const html = renderToString(
      <select aria-label={`国${MARK}を選ぶ`} defaultValue="jp">
        <option value="jp">{`日本${MARK}国`}</option>
      </select>,
    )
    expect(html).not.toContain(MARK)
    expect(html).toContain('aria-label="国を選ぶ"')
    expect(html).toContain('日本国</option>')
  })

  it('leaves text without marks as React writes it', () => {
    expect(renderToString(<p title="Japan">{'eSIM for Japan'}</p>)).toBe(
      '<p title="Japan">eSIM for Japan</p>',
    )
  })
})
