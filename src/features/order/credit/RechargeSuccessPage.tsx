import { RechargeResult } from './RechargeResult'

/** /recharge-success and its alias /rechargesuccess. */
export default function RechargeSuccessPage() {
  return <RechargeResult expected="success" />
}
