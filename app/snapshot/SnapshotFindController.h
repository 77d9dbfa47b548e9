#pragma once

#include "app/snapshot/SnapshotDocument.h"
#include "snapshot/SnapshotSearch.h"

#include <QObject>

#include <memory>
#include <vector>

class SnapshotFindBox;
class SnapshotSelection;

// The snapshot page's search: what is typed in the find box (an address, a size range or frame text) is
// looked for in the device's trace and dump, and a result chosen is selected everywhere.
class SnapshotFindController : public QObject
{
    Q_OBJECT

public:
    SnapshotFindController(SnapshotFindBox* box, SnapshotSelection& selection, QObject* parent = nullptr);

    void setDocument(std::shared_ptr<SnapshotDocument> document);
    void find(const QString& text);
    const std::vector<gml::SnapshotMatch>& matches() const { return m_matches; }
    void retranslate();

private:
    void show();

    static constexpr std::size_t kMaxResults = 500;

    SnapshotFindBox* m_box;
    SnapshotSelection& m_selection;
    std::shared_ptr<SnapshotDocument> m_document;
    QString m_text;
    std::optional<gml::SnapshotQuery> m_query;
    std::vector<gml::SnapshotMatch> m_matches;
};
