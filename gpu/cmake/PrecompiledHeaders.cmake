# Precompiled headers: most of a file's compile time here is spent parsing the same Qt and Boost.Test
# headers (a test file: about 9 s of its 10 s). Parsed once per library or test family instead, a clean
# build on two cores takes minutes less. GML_PRECOMPILED_HEADERS=OFF builds without them (a compiler that
# rejects a header falls back to parsing it anyway).
option(GML_PRECOMPILED_HEADERS "Precompile the Qt, Boost.Test and standard headers most files include" ON)

set(GML_PCH_STD <algorithm> <cstdint> <functional> <map> <memory> <optional> <string> <string_view> <vector>)
set(GML_PCH_QT_CORE <QtCore/QCoreApplication> <QtCore/QList> <QtCore/QObject> <QtCore/QString>
    <QtCore/QStringList>)
set(GML_PCH_QT_WIDGETS ${GML_PCH_QT_CORE} <QtGui/QColor> <QtGui/QFont> <QtGui/QPainter> <QtWidgets/QBoxLayout>
    <QtWidgets/QComboBox> <QtWidgets/QLabel> <QtWidgets/QPushButton> <QtWidgets/QWidget>)

set(GML_PCH_BOOST_TEST <boost/test/unit_test.hpp>)

# gml_precompile(TARGET QT_CORE|QT_WIDGETS|BOOST_TEST|QT_WIDGETS_TEST|QT_TEST): the target's own precompiled
# header. The _TEST kinds add Boost.Test (and QT_TEST Qt's test library) for test files; a test's main() is
# made elsewhere (tests/TestMain.cpp), so every test file can use the header.
function(gml_precompile target kind)
    if(NOT GML_PRECOMPILED_HEADERS)
        return()
    endif()
    if(kind STREQUAL "QT_CORE")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_QT_CORE})
    elseif(kind STREQUAL "QT_WIDGETS")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_QT_WIDGETS})
    elseif(kind STREQUAL "BOOST_TEST")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_BOOST_TEST})
    elseif(kind STREQUAL "QT_WIDGETS_TEST")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_QT_WIDGETS} ${GML_PCH_BOOST_TEST})
    elseif(kind STREQUAL "QT_TEST")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_QT_WIDGETS} ${GML_PCH_BOOST_TEST}
                                  <QtTest/QTest> <QtTest/QSignalSpy>)
    else()
        message(FATAL_ERROR "gml_precompile: unknown kind ${kind}")
    endif()
endfunction()

# gml_precompile_reuse(TARGET FROM): uses FROM's precompiled header (targets of one family, compiled alike).
function(gml_precompile_reuse target from)
    if(GML_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()
