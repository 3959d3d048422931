import { TopupResult } from './TopupResult'

/** /topup-fail. */
export default function TopupFailPage() {
  return <TopupResult expected="fail" />
}
