/** What is wrong with a parsed config.json's operator, in words; empty when nothing is. */
export function operatorProblems(config: unknown): string[]
