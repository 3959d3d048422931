import { describe, expect, it } from 'vitest'
import { FLAG_PREFIX, FLAG_WIDTH, flagFiles } from '../../../scripts/vite/flagFiles'

/** Width and height from a PNG's header chunk (IHDR, right after the 8-byte signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('the flag files of the build', () => {
  it('are every flag-icons flag drawn as a PNG, 4:3, three times the largest mark', () => {
    const emitted = new Map<string, Buffer>()
    const plugin = flagFiles()
    const generate = plugin.generateBundle as unknown as (this: unknown) => void
    generate.call({
      emitFile: ({ fileName, source }: { fileName: string; source: Buffer }) => {
        emitted.set(fileName, source)
      },
    })
    expect(emitted.size).toBeGreaterThan(250)
    expect([...emitted.keys()].every((name) => /^flags\/[a-z0-9-]+\.png$/.test(name))).toBe(true)
    expect(pngSize(emitted.get(`${FLAG_PREFIX}jp.png`)!)).toEqual({
      width: FLAG_WIDTH,
      height: (FLAG_WIDTH * 3) / 4,
    })
    // Spain's coat of arms was 81 KB of SVG: drawn, a few KB.
    expect(emitted.get(`${FLAG_PREFIX}es.png`)!.length).toBeLessThan(10_000)
  })
})
