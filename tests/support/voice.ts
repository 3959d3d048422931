/**
 * Each language speaks to the customer in one form of address (docs/style/<lng>.md). These
 * detectors find the form a language does not use; they are deliberately narrow (only words that
 * belong to the wrong form and nothing else), so a finding always names a real slip. Used on the
 * message files (tests/unit/i18n/voice.test.ts) and on rendered pages (tests/e2e/voice.spec.ts).
 */

/** A whole word (letters on neither side), Unicode-aware: `\b` does not know ä, ı or ş. */
const words = (alternatives: string[], flags = 'gu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags)

export interface Voice {
  /** What the language uses, for the failure message. */
  uses: string
  /** Matches the form the language does not use. */
  wrong: RegExp
  /** Known-bad samples the detector must flag, and known-good ones it must leave alone. */
  flags: string[]
  accepts: string[]
}

export const voices: Record<string, Voice> = {
  de: {
    uses: '„Sie“ (Ihr/Ihre/Ihnen)',
    // du and its forms, the plural ihr-address (euch, euer), and 2nd-person-singular verbs that
    // exist in no other person. Capitalised forms too: “Du”/“Dein” open sentences. Lower-case
    // “ihr/ihre” is left alone: it is also “her/their” (“ihr Publikum”).
    wrong: words([
      '[Dd]u',
      '[Dd]ich',
      '[Dd]ir',
      '[Dd]ein(?:e[mnrs]?)?',
      '[Dd]eins',
      '[Ee]uch',
      '[Ee]uer',
      '[Ee]ure[mnrs]?',
      'bist',
      'hast',
      'kannst',
      'musst',
      'willst',
      'sollst',
      'darfst',
      'brauchst',
      'möchtest',
      'wirst',
      'weißt',
    ]),
    flags: [
      'Wähle dein Paket',
      'Wie viel Datenvolumen brauchst du?',
      'Du kannst sie schon installieren.',
      'Teile deine Daten',
      'Schau bei euch vorbei',
    ],
    accepts: [
      'Wählen Sie Ihr Paket',
      'Wie viel Datenvolumen brauchen Sie?',
      'Dubai, Duschen und Direktflüge: Reiseziele für Ihre Durchreise',
      'Reiseblogger empfehlen {{product}} ihrem Publikum.',
    ],
  },
  es: {
    uses: '«tú» (tu/tus, imperativo de tú)',
    // usted/ustedes, imperatives of usted with an enclitic pronoun (no tú or subjunctive form is
    // spelled that way) and “su contraseña”, which in this store can only be the customer's.
    // Bare subjunctives (“hasta que vuelva la conexión”) are not usted and stay allowed.
    wrong: words([
      '[Uu]sted(?:es)?',
      '[Ii]nténtelo',
      '[Ee]scríbanos',
      '[Cc]ontáctenos',
      '[Pp]óngase',
      '[Dd]iríjase',
      '[Cc]ompruébelo',
      '[Ii]ntrodúzcalo',
      '[Ss]u contraseña',
    ]),
    flags: [
      '¿Puede usted confirmar el pago?',
      'Inténtelo de nuevo más tarde.',
      'Escríbanos a soporte@example.com',
      'Introduzca su contraseña.',
    ],
    accepts: [
      'Inténtalo de nuevo más tarde.',
      'Escríbenos a soporte@example.com',
      'Introduce tu contraseña.',
      'Lo que escribas se conservará hasta que vuelva la conexión.',
      'Los usuarios con cuenta',
    ],
  },
  tr: {
    uses: '“siz” (-(y)In, -InIz, sizin)',
    // The sen pronoun in all its cases, 2nd-person-singular question particles and verb endings
    // that no siz form ends in (-abilirsin, -iyorsun, -ırsan). Bare-stem buttons (“Giriş yap”)
    // are the neutral UI command and are not flagged.
    wrong: words([
      '[Ss]en',
      '[Ss]eni',
      '[Ss]ana',
      '[Ss]enin',
      '[Ss]enden',
      '[Ss]ende',
      '[Ss]eninle',
      'm[ıiuü]s[ıiuü]n',
      '\\p{L}+[ae]bilirsin',
      '\\p{L}+[ıiuü]yorsun',
      '\\p{L}+[ıiuüae]rs[ae]n',
    ]),
    flags: [
      'Senin hesabın hazır.',
      'Bunu istediğin zaman yapabilirsin.',
      'Yeni misin? Hesap oluştur',
      'eSIM’ini birkaç gündür kullanıyorsun.',
      'İstersen sonra da oluşturabilirsin.',
    ],
    accepts: [
      'Hesabınız hazır.',
      'Bunu istediğiniz zaman yapabilirsiniz.',
      'Yeni misiniz? Hesap oluşturun',
      'eSIM’inizi birkaç gündür kullanıyorsunuz.',
      'Sensör ayarları ve Sendai, Japonya',
    ],
  },
  'zh-CN': {
    uses: '“您”',
    // 你 in any compound (你的, 你们), except the loanword 迷你 (mini).
    wrong: /(?<!迷)你/gu,
    flags: ['你要去哪里？', '为你的行程推荐', '感谢你们的评价'],
    accepts: ['您要去哪里？', '为您的行程推荐', '迷你套餐'],
  },
  'zh-HK': {
    uses: '「你」',
    wrong: /您/gu,
    flags: ['尋找您的 eSIM', '您輸入了 5 位。'],
    accepts: ['尋找你的 eSIM', '你輸入了 5 位。'],
  },
  ja: {
    uses: 'です・ます調',
    // Plain-form sentence endings: the copula だ/である/だろう, the plain volitional しよう, and a
    // dictionary-form verb (…る) or plain negative (…ない) closed by 。！？. Labels, buttons and
    // headings without a closing mark (「プランを選ぶ」) are allowed, and katakana ダ (カナダ) is
    // a different character.
    wrong:
      /(?:だ|である|だった|だろう|しよう|(?<=[\p{Script=Hiragana}\p{Script=Han}])る|(?<=[\p{Script=Hiragana}\p{Script=Han}])ない)(?=[。！？])/gu,
    flags: [
      'インストールは簡単だ。',
      'eSIMのデータローミングがオンになっているか確認する。',
      '出発前にインストールしておこう。インストールしよう！',
      '返金はできない。',
    ],
    accepts: [
      'インストールは簡単です。',
      'eSIMのデータローミングがオンになっているか確認します。',
      'プランを選ぶ',
      '返金はできません。',
      '行き先：カナダ。',
    ],
  },
}

/** Every wrong-form word in one text. */
export const wrongWords = (voice: Voice, text: string) =>
  [...text.matchAll(voice.wrong)].map((match) => match[0])

/** `file:key: “word”` for every wrong-form word in a language's messages. */
export function violations(voice: Voice, messages: Record<string, string>) {
  return Object.entries(messages).flatMap(([key, text]) =>
    wrongWords(voice, text).map((word) => `${key}: “${word}”`),
  )
}
