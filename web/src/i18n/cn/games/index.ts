import type { NamespaceGamesTranslation } from '../../i18n-types.js'

const cn_games = {} satisfies NamespaceGamesTranslation

export default cn_games
