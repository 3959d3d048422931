/** The test cards the mock API documents (docs/qa.md), as the card form's note lists them. */
export const TEST_CARDS = [
  { number: '4111111111111111', outcome: 'success' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000003220', outcome: 'challenge' },
] as const

export type TestCardOutcome = (typeof TEST_CARDS)[number]['outcome']
