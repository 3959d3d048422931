import { RechargeResult } from './RechargeResult'

/** /recharge-fail. */
export default function RechargeFailPage() {
  return <RechargeResult expected="fail" />
}
