/**
 * Hands a file made in the page to the browser as a download: on a phone, a calendar file opens
 * the calendar's "add" sheet. The address is freed once the click has been handled.
 */
export function downloadFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
