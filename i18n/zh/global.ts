import type { Messages } from '../en';

export const global: Messages['global'] = {
  goToPage: {
    title: '转到页面',
    field: '转到：',
    placeholder: '开始输入...',
    recentlyViewed: '最近查看',
    loading: '正在加载…',
    noOptions: '没有匹配的页面',
    close: '关闭',
    clear: '清除',
  },
  popups: {
    ok: '确定',
    errorTitle: '错误',
  },
  newVersion: {
    title: '应用有新版本可用',
    message: '请刷新页面以使用新版本，或将更新推迟 1 小时。',
    delay: '推迟',
    refresh: '刷新',
  },
  updateError: {
    title: '无法更新应用',
    message: '检查应用新版本时出现问题。请重新加载页面。如果问题仍然存在，请联系您的管理员。',
    reload: '重新加载',
  },
  impersonation: {
    sessionEndsIn: '会话将在 %{time} 后结束',
    signedInAs: '%{supportUser} 正以 %{targetUser} 的身份登录',
  },
  records: {
    saved: '已保存%{kind}：%{name}',
    deleted: '已删除 %{smart_count} 个%{kind}',
    step: '%{step}%{kind}「%{name}」？',
  },
  savedViews: {
    button: '视图',
    none: '此列表尚无已保存的视图',
    save: '保存此视图…',
    title: '保存此视图',
    name: '名称',
    hint: '包括筛选、排序和列。使用已有名称会替换该视图。',
    saved: '已保存视图“%{name}”',
    deleted: '已删除视图“%{name}”',
    delete: '删除视图 %{name}',
  },
  choicesFrom: {
    first: '请先选择%{field}',
  },
  bulk: {
    set: '设置%{field}',
    title: '%{count} 个%{kind}的%{field}',
    apply: '应用',
    saving: '正在保存 %{done}/%{count}…',
    allDone: '已更改 %{count} 个%{kind}',
    summary: '已更改 %{done} 个%{kind}；%{refused} 个被拒绝',
    refusedStay: '被拒绝的记录仍保持勾选。',
    failed: '未做任何更改：%{message}',
  },
  filters: {
    quick: '快速筛选',
    from: '%{field}起',
    until: '%{field}止',
  },
};
