import { TopupResult } from './TopupResult'

/** /topup-success and its alias /topupsuccess. */
export default function TopupSuccessPage() {
  return <TopupResult expected="success" />
}
