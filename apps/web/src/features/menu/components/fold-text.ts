/** Lower case without accents, so "creme" finds "Crème". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
