/**
 * A phone number as people in the US write it: "(512) 555-0142", "+1 (512) 555-0142"; anything else
 * (an extension, a number abroad) as it was entered.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  if (digits.length === 10) return local(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${local(digits.slice(1))}`;
  return phone.trim();
}
