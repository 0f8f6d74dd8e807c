/**
 * Brazilian identifiers a seller shows (Decreto 7.962/2013, art. 2º, I): the CNPJ of a company
 * and the CPF of a person, checked by their check digits (Receita Federal).
 */

/** CNPJ, numeric or alphanumeric (in use since July 2026): each character counts as its code − 48. */
export function isValidCnpj(value: string): boolean {
  const compact = value.toUpperCase().replace(/[./-]/g, "");
  if (!/^[0-9A-Z]{12}\d{2}$/.test(compact) || /^(\d)\1{13}$/.test(compact)) return false;
  const values = [...compact].map((char) => char.charCodeAt(0) - 48);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (values[i] ?? 0) * (((length - 1 - i) % 8) + 2);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

/** CPF: two mod-11 digits over the first nine and ten. */
export function isValidCpf(value: string): boolean {
  const compact = value.replace(/[.\-\s]/g, "");
  if (!/^\d{11}$/.test(compact) || /^(\d)\1{10}$/.test(compact)) return false;
  const digits = [...compact].map(Number);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    return (sum * 10) % 11 === 10 ? 0 : (sum * 10) % 11;
  };
  return checkDigit(9) === digits[9] && checkDigit(10) === digits[10];
}

/** "52998224725" → "529.982.247-25" (a valid CPF, however it was punctuated). */
export function formatCpf(value: string): string {
  const digits = value.replace(/\D/g, "");
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
