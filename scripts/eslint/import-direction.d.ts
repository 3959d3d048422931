import type { Rule } from 'eslint'

export declare const importDirection: Rule.RuleModule
