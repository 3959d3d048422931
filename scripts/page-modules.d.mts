export function pageModules(tableFile?: string): Map<string, string>
