import type { Messages } from '../en';

/** The utility pages (spec 2.9) in Simplified Chinese: the deeplink resolver, the charter portal handoff, the content landing page and the exports it hands over. */
export const utility: Messages['utility'] = {
  deeplink: {
    rideNotFound: '找不到行程 #%{rideDisplayId} 的行程 ID',
  },
  charterLogin: {
    failed: '无法打开包车门户。',
  },
  landing: {
    loadFailed: '无法加载内容信息',
    contextId: '上下文 ID：%{contextId}',
    imagePreview: '内容预览',
  },
  export: {
    id: 'ID',
    referenceId: '%{field} ID',
    csv: 'CSV 文件',
    xlsx: 'Excel 工作簿 (.xlsx)',
  },
  passwordResetRequest: {
    title: '开发环境的密码设置',
    setupNewUser: '为新用户设置密码',
  },
};
