import type { NamespaceAccountTranslation } from '../../i18n-types.js'

const cn_account = {} satisfies NamespaceAccountTranslation

export default cn_account
