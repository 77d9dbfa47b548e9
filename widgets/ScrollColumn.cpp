#include "ScrollColumn.h"

#include <QScrollArea>
#include <QVBoxLayout>

QScrollArea* ScrollColumn::around(QWidget* content)
{
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // text wraps instead
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(content);
    return scroll;
}

QWidget* ScrollColumn::fill(QWidget* owner)
{
    auto* content = new QWidget;
    QScrollArea* scroll = around(content);
    auto* outer = new QVBoxLayout(owner);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    return content;
}
