import { ERROR_CODES as C } from '../../../api/contract/envelope'
import type { Failure } from '../../failureTexts'

/**
 * The account side's refusals, one entry each: the documented code and the msg in every store
 * language (docs/api.md 1.5). Handlers name them by id; src/mocks/failures.ts joins this table
 * with the others.
 */
export const ACCOUNT_MESSAGES = {
  otherAccount: {
    code: C.unauthorized,
    text: {
      en: 'This email does not belong to the signed-in account',
      ja: 'このメールアドレスはログイン中のアカウントのものではありません',
      de: 'Diese E-Mail-Adresse gehört nicht zum angemeldeten Konto',
      es: 'Este correo electrónico no pertenece a la cuenta con la que has iniciado sesión',
      tr: 'Bu e-posta adresi giriş yaptığınız hesaba ait değil',
      'zh-CN': '此邮箱不属于当前登录的账户',
      'zh-HK': '此電郵不屬於目前登入的帳戶。',
    },
  },
  badEmail: {
    code: C.emailInvalid,
    text: {
      en: 'Please enter a valid email address',
      ja: '有効なメールアドレスを入力してください',
      de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      es: 'Introduce un correo electrónico válido',
      tr: 'Lütfen geçerli bir e-posta adresi girin',
      'zh-CN': '请输入有效的邮箱地址',
      'zh-HK': '請輸入有效的電郵地址。',
    },
  },
  weakPassword: {
    code: C.passwordTooWeak,
    text: {
      en: 'The password needs 8 to 64 characters, with at least one letter and one number',
      ja: 'パスワードは8〜64文字で、文字（英字・かななど）と数字をそれぞれ1文字以上含めてください',
      de: 'Das Passwort muss 8 bis 64 Zeichen lang sein und mindestens einen Buchstaben und eine Ziffer enthalten',
      es: 'La contraseña debe tener entre 8 y 64 caracteres, con al menos una letra y un número',
      tr: 'Şifre 8 ile 64 karakter arasında olmalı ve en az bir harf ile bir rakam içermelidir',
      'zh-CN': '密码需为 8 至 64 个字符，且至少包含一个字母和一个数字',
      'zh-HK': '密碼須有 8 至 64 個字元，並最少包含一個字母及一個數字。',
    },
  },
  emailTaken: {
    code: C.emailRegistered,
    text: {
      en: 'This email is already registered',
      ja: 'このメールアドレスはすでに登録されています',
      de: 'Diese E-Mail-Adresse ist bereits registriert',
      es: 'Este correo electrónico ya está registrado',
      tr: 'Bu e-posta adresi zaten kayıtlı',
      'zh-CN': '该邮箱已注册',
      'zh-HK': '此電郵地址已註冊。',
    },
  },
  badCodeType: {
    code: C.invalidInput,
    text: {
      en: 'Unknown code type',
      ja: '不明なコード種別です',
      de: 'Unbekannter Codetyp',
      es: 'Tipo de código desconocido',
      tr: 'Bilinmeyen kod türü',
      'zh-CN': '未知的验证码类型',
      'zh-HK': '未知的驗證碼類型。',
    },
  },
  tooManyRequests: {
    code: C.tooManyRequests,
    text: {
      en: 'Too many requests. Please try again later',
      ja: 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
      de: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut',
      es: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde',
      tr: 'Çok fazla istek gönderildi, lütfen daha sonra tekrar deneyin',
      'zh-CN': '请求过于频繁，请稍后再试',
      'zh-HK': '嘗試次數過多，請稍候再試。',
    },
  },
  resendTooSoon: {
    code: C.codeResendTooSoon,
    text: {
      en: 'Please wait before requesting another code',
      ja: '認証コードの再送信まで、しばらくお待ちください',
      de: 'Bitte warten Sie kurz, bevor Sie einen neuen Code anfordern',
      es: 'Espera un momento antes de pedir otro código',
      tr: 'Yeni bir kod istemeden önce lütfen biraz bekleyin',
      'zh-CN': '请稍候再获取新的验证码',
      'zh-HK': '請稍候再索取新的驗證碼。',
    },
  },
  codeIncorrect: {
    code: C.codeIncorrect,
    text: {
      en: 'The code is incorrect',
      ja: '認証コードが正しくありません',
      de: 'Der Code ist falsch',
      es: 'El código no es correcto',
      tr: 'Kod hatalı',
      'zh-CN': '验证码不正确',
      'zh-HK': '驗證碼不正確。',
    },
  },
  codeExpired: {
    code: C.codeExpired,
    text: {
      en: 'The code has expired',
      ja: '認証コードの有効期限が切れています',
      de: 'Der Code ist abgelaufen',
      es: 'El código ha caducado',
      tr: 'Kodun süresi doldu',
      'zh-CN': '验证码已过期',
      'zh-HK': '驗證碼已過期。',
    },
  },
  codeTooManyAttempts: {
    code: C.codeAttemptsExceeded,
    text: {
      en: 'Too many attempts. Please request a new code',
      ja: '試行回数が上限に達しました。認証コードを再送信してください',
      de: 'Zu viele Versuche. Bitte fordern Sie einen neuen Code an',
      es: 'Demasiados intentos. Pide un código nuevo',
      tr: 'Çok fazla deneme yapıldı. Lütfen yeni bir kod isteyin',
      'zh-CN': '尝试次数过多，请重新获取验证码',
      'zh-HK': '嘗試次數過多，請重新索取驗證碼。',
    },
  },
  codeNotVerified: {
    code: C.codeNotVerified,
    text: {
      en: 'Please verify the code first',
      ja: '先に認証コードの確認を完了してください',
      de: 'Bitte bestätigen Sie zuerst den Code',
      es: 'Primero verifica el código',
      tr: 'Lütfen önce kodu doğrulayın',
      'zh-CN': '请先输入验证码完成验证',
      'zh-HK': '請先完成驗證碼驗證。',
    },
  },
  badLogin: {
    code: C.loginIncorrect,
    text: {
      en: 'Incorrect email or password',
      ja: 'メールアドレスまたはパスワードが正しくありません',
      de: 'E-Mail-Adresse oder Passwort ist falsch',
      es: 'El correo electrónico o la contraseña no son correctos',
      tr: 'E-posta adresi veya şifre hatalı',
      'zh-CN': '邮箱或密码错误',
      'zh-HK': '電郵或密碼不正確。',
    },
  },
  loginLocked: {
    code: C.loginLocked,
    text: {
      en: 'Too many failed login attempts. Please try again in 15 minutes',
      ja: 'ログインの失敗が続いたため、ログインを一時的に制限しています。15分後にもう一度お試しください',
      de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut',
      es: 'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo dentro de 15 minutos',
      tr: 'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin',
      'zh-CN': '登录失败次数过多，请 15 分钟后再试',
      'zh-HK': '登入失敗次數過多，請於 15 分鐘後再試。',
    },
  },
  badLoginType: {
    code: C.invalidInput,
    text: {
      en: 'Unknown login type',
      ja: '不明なログイン種別です',
      de: 'Unbekannte Anmeldeart',
      es: 'Tipo de inicio de sesión desconocido',
      tr: 'Bilinmeyen giriş türü',
      'zh-CN': '未知的登录类型',
      'zh-HK': '未知的登入類型。',
    },
  },
  badAnonymousType: {
    code: C.invalidInput,
    text: {
      en: 'Unknown anonymous login type',
      ja: '不明な匿名ログイン種別です',
      de: 'Unbekannte Art der anonymen Anmeldung',
      es: 'Tipo de inicio de sesión anónimo desconocido',
      tr: 'Bilinmeyen anonim giriş türü',
      'zh-CN': '未知的匿名登录类型',
      'zh-HK': '未知的匿名登入類型。',
    },
  },
  badAuthString: {
    code: C.invalidInput,
    text: {
      en: 'Invalid device information',
      ja: '端末情報が無効です',
      de: 'Ungültige Geräteinformationen',
      es: 'La información del dispositivo no es válida',
      tr: 'Cihaz bilgileri geçersiz',
      'zh-CN': '设备信息无效',
      'zh-HK': '裝置資料無效。',
    },
  },
  guestTicketInvalid: {
    code: C.guestLoginFailed,
    text: {
      en: "Your guest login couldn't be completed. Please try again",
      ja: 'ゲストとしてのログインを完了できませんでした。もう一度お試しください',
      de: 'Die Anmeldung als Gast konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut',
      es: 'No se ha podido completar el acceso como invitado. Inténtalo de nuevo',
      tr: 'Misafir girişiniz tamamlanamadı. Lütfen tekrar deneyin',
      'zh-CN': '无法完成访客登录，请重试',
      'zh-HK': '未能完成訪客登入，請再試一次。',
    },
  },
  guestTicketExpired: {
    code: C.guestLoginExpired,
    text: {
      en: 'Your guest session has expired. Please try again',
      ja: 'ゲストとしてのログインの有効期限が切れました。もう一度お試しください',
      de: 'Ihre Gastsitzung ist abgelaufen. Bitte versuchen Sie es erneut',
      es: 'Tu sesión de invitado ha caducado. Inténtalo de nuevo',
      tr: 'Misafir oturumunuzun süresi doldu. Lütfen tekrar deneyin',
      'zh-CN': '访客登录状态已过期，请重试',
      'zh-HK': '訪客登入已逾時，請再試一次。',
    },
  },
  captchaRequired: {
    code: C.recaptchaRequired,
    text: {
      en: 'Please tick the box to show you are not a robot',
      ja: 'ロボットではないことの確認を完了してください',
      de: 'Bitte bestätigen Sie, dass Sie kein Roboter sind',
      es: 'Completa el captcha',
      tr: 'Lütfen robot olmadığınızı doğrulayın',
      'zh-CN': '请完成人机验证',
      'zh-HK': '請剔選方格，以證明你不是機械人。',
    },
  },
  wrongOldPassword: {
    code: C.currentPasswordIncorrect,
    text: {
      en: 'The current password is incorrect',
      ja: '現在のパスワードが正しくありません',
      de: 'Das aktuelle Passwort ist falsch',
      es: 'La contraseña actual no es correcta',
      tr: 'Mevcut şifre hatalı',
      'zh-CN': '当前密码不正确',
      'zh-HK': '目前的密碼不正確。',
    },
  },
  samePassword: {
    code: C.passwordUnchanged,
    text: {
      en: 'The new password must be different from the current one',
      ja: '新しいパスワードは現在のパスワードと異なるものにしてください',
      de: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
      es: 'La nueva contraseña debe ser distinta de la actual',
      tr: 'Yeni şifre mevcut şifreden farklı olmalıdır',
      'zh-CN': '新密码不能与当前密码相同',
      'zh-HK': '新密碼不可與目前的密碼相同。',
    },
  },
} as const satisfies Record<string, Failure>
