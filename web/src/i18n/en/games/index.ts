import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the home and game-list screens; filled by their issue.
const en_games = {} satisfies BaseTranslation

export default en_games
