/** Money is integer pence inside and pounds (at most 2 decimals) on the wire (DESIGN section 4). */
export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}
