#include "widgets/lesson/LessonNavigator.h"

#include "app/content/lesson/Lesson.h"

LessonNavigator::LessonNavigator(QWidget* parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("lessonNavigator"));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setWordWrap(true);
    setSpacing(2);
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            emit lessonSelected(item(row)->data(Qt::UserRole).toString());
    });
}

void LessonNavigator::setLessons(const QList<Lesson>& lessons)
{
    m_lessons = &lessons;
    const QSignalBlocker blocker(this);
    clear();
    for (const auto& lesson : lessons) {
        auto* entry = new QListWidgetItem(this);
        entry->setData(Qt::UserRole, lesson.id);
    }
    setContentLanguage(QStringLiteral("en"));
}

void LessonNavigator::setContentLanguage(const QString& code)
{
    if (m_lessons == nullptr)
        return;
    for (int row = 0; row < count() && row < m_lessons->size(); ++row) {
        const Lesson& lesson = m_lessons->at(row);
        item(row)->setText(QStringLiteral("%1. %2").arg(row + 1).arg(lesson.title.text(code)));
    }
}

void LessonNavigator::setExtraEntry(const QString& id, const QString& title)
{
    for (int row = 0; row < count(); ++row)
        if (item(row)->data(Qt::UserRole).toString() == id) {
            item(row)->setText(title);
            return;
        }
    auto* entry = new QListWidgetItem(title, this);
    entry->setData(Qt::UserRole, id);
}

void LessonNavigator::selectLesson(const QString& id)
{
    for (int row = 0; row < count(); ++row)
        if (item(row)->data(Qt::UserRole).toString() == id) {
            setCurrentRow(row);
            return;
        }
}

QString LessonNavigator::currentLessonId() const
{
    return currentItem() ? currentItem()->data(Qt::UserRole).toString() : QString();
}

QSize LessonNavigator::sizeHint() const
{
    const int width = fontMetrics().averageCharWidth() * 24 + frameWidth() * 2 + 8;
    return {width, QListWidget::sizeHint().height()};
}
