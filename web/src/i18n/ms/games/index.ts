import type { NamespaceGamesTranslation } from '../../i18n-types.js'

const ms_games = {} satisfies NamespaceGamesTranslation

export default ms_games
