/** Side effects only: the opened page's content file, waited for (see the .js beside). */
export {};
