/** Requirements a downline must meet to count as active (taka). */
export const DOWNLINE_DEPOSIT = 1000;
export const DOWNLINE_TURNOVER = 3000;
