import type { LucideIcon } from 'lucide-react'
import Handshake from 'lucide-react/icons/handshake'
import Plus from 'lucide-react/icons/plus'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Signal from 'lucide-react/icons/signal'
import Smartphone from 'lucide-react/icons/smartphone'
import Undo2 from 'lucide-react/icons/undo-2'
import User from 'lucide-react/icons/user'

/**
 * The FAQ's shape: topics in reading order, each with its questions. Texts live in
 * locales/<lng>/faq.json under `topics.<topic>.title` and `topics.<topic>.items.<id>.q|a`;
 * a question may point to the page where the traveller can act on the answer.
 */
export interface FaqQuestion {
  id: string
  /** A locale-free path inside the store; `{slug}` is the product slug. */
  link?: { to: string; label: string }
}

export interface FaqTopic {
  id: string
  /** Drawn beside the topic's title; decorative only. */
  icon: LucideIcon
  questions: readonly FaqQuestion[]
}

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'buying',
    icon: ShoppingCart,
    questions: [
      { id: 'whatIsEsim' },
      { id: 'compatible' },
      { id: 'howMuchData' },
      { id: 'phoneNumber', link: { to: '/esim-call-text', label: 'callText' } },
      { id: 'delivery', link: { to: '/orders', label: 'orders' } },
    ],
  },
  {
    id: 'installing',
    icon: Smartphone,
    questions: [
      { id: 'when' },
      { id: 'how', link: { to: '/how-it-works', label: 'howItWorks' } },
      { id: 'once' },
      { id: 'internet' },
      { id: 'keepSim' },
    ],
  },
  {
    id: 'using',
    icon: Signal,
    questions: [
      { id: 'roaming' },
      { id: 'dataLine' },
      { id: 'validity' },
      { id: 'hotspot' },
      { id: 'noConnection' },
    ],
  },
  {
    id: 'topUp',
    icon: Plus,
    questions: [
      { id: 'how', link: { to: '/topup', label: 'topUp' } },
      { id: 'whatChanges' },
      { id: 'iccid' },
      { id: 'whenAdded' },
      { id: 'expired' },
    ],
  },
  {
    id: 'refunds',
    icon: Undo2,
    questions: [
      { id: 'policy', link: { to: '/agreement', label: 'terms' } },
      { id: 'how', link: { to: '/orders', label: 'orders' } },
      { id: 'howLong' },
      { id: 'notWorking' },
    ],
  },
  {
    id: 'account',
    icon: User,
    questions: [
      { id: 'needAccount', link: { to: '/signup', label: 'signup' } },
      { id: 'forgot', link: { to: '/forgotPwd', label: 'forgot' } },
      { id: 'promo' },
      { id: 'credit' },
      { id: 'delete', link: { to: '/privacy-policy', label: 'privacy' } },
    ],
  },
  {
    id: 'partners',
    icon: Handshake,
    questions: [
      { id: 'who' },
      { id: 'earn' },
      { id: 'links' },
      { id: 'apply', link: { to: '/partnership', label: 'partnership' } },
    ],
  },
]

/** The DOM id of a question's heading, also its deep link (#faq-refunds-policy). */
export const questionAnchor = (topic: string, question: string) => `faq-${topic}-${question}`
export const topicAnchor = (topic: string) => `faq-topic-${topic}`
