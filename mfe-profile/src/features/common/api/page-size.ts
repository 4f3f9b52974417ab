/** The API serves at most 50 statements per page. */
export const MAX_PER_PAGE = 50;
