#include "allocator/PyTorchLine.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstdint>
#include <optional>
#include <vector>

namespace gml {

namespace {

using Kind = PyTorchLineError::Kind;

struct Token
{
    enum class Type { Name, Number, String, Symbol, End };
    Type type = Type::End;
    std::string text;
    int column = 1;
};

// Python's tokens, as far as the sandbox's lines need them: names (with dots kept apart), numbers,
// strings in either quote, and the symbols of a call and an expression.
std::optional<std::vector<Token>> tokenize(std::string_view line, PyTorchLineError& error)
{
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        const char c = line[i];
        const int column = static_cast<int>(i) + 1;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else if (c == '#') {
            break; // a comment
        } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            std::size_t end = i;
            while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_'))
                ++end;
            tokens.push_back({Token::Type::Name, std::string(line.substr(i, end - i)), column});
            i = end;
        } else if (std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && i + 1 < line.size() &&
                                                                  std::isdigit(static_cast<unsigned char>(line[i + 1])))) {
            std::size_t end = i;
            while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_' ||
                                         line[end] == '.' ||
                                         ((line[end] == '+' || line[end] == '-') && (line[end - 1] == 'e' || line[end - 1] == 'E'))))
                ++end;
            std::string text;
            for (char d : line.substr(i, end - i))
                if (d != '_')
                    text += d;
            tokens.push_back({Token::Type::Number, text, column});
            i = end;
        } else if (c == '"' || c == '\'') {
            const std::size_t end = line.find(c, i + 1);
            if (end == std::string_view::npos) {
                error = {Kind::Syntax, "a closing quote", column};
                return std::nullopt;
            }
            tokens.push_back({Token::Type::String, std::string(line.substr(i + 1, end - i - 1)), column});
            i = end + 1;
        } else if (line.substr(i, 2) == "**" || line.substr(i, 2) == "//") {
            tokens.push_back({Token::Type::Symbol, std::string(line.substr(i, 2)), column});
            i += 2;
        } else if (std::string_view("()[],=.*+-").find(c) != std::string_view::npos) {
            tokens.push_back({Token::Type::Symbol, std::string(1, c), column});
            ++i;
        } else {
            error = {Kind::Syntax, std::string(1, c), column};
            return std::nullopt;
        }
    }
    tokens.push_back({Token::Type::End, {}, static_cast<int>(line.size()) + 1});
    return tokens;
}

constexpr std::int64_t kLargest = std::int64_t{1} << 60; // larger than any device: a size past it is a mistake

// Whether a × b stays within ±kLargest (checked before multiplying, so nothing overflows).
bool productFits(std::int64_t a, std::int64_t b)
{
    const std::int64_t magnitude = b < 0 ? -b : b;
    return magnitude == 0 || (a <= kLargest / magnitude && a >= -kLargest / magnitude);
}

struct Dtype
{
    const char* name;
    std::uint64_t bytes;
};

const Dtype kDtypes[] = {
    {"float32", 4}, {"float", 4},   {"float16", 2},  {"half", 2},         {"bfloat16", 2}, {"float64", 8},
    {"double", 8},  {"int64", 8},   {"long", 8},     {"int32", 4},        {"int", 4},      {"int16", 2},
    {"short", 2},   {"int8", 1},    {"uint8", 1},    {"bool", 1},         {"complex64", 8}, {"float8_e4m3fn", 1},
    {"float8_e5m2", 1}, {"complex128", 16},
};

class LineParser
{
public:
    explicit LineParser(std::vector<Token> tokens) : m_tokens(std::move(tokens)) {}

    Result<ScenarioAction, PyTorchLineError> parse();

private:
    const Token& peek(std::size_t ahead = 0) const { return m_tokens[std::min(m_at + ahead, m_tokens.size() - 1)]; }
    bool isSymbol(const char* symbol, std::size_t ahead = 0) const
    {
        return peek(ahead).type == Token::Type::Symbol && peek(ahead).text == symbol;
    }
    bool isName(const char* name, std::size_t ahead = 0) const
    {
        return peek(ahead).type == Token::Type::Name && peek(ahead).text == name;
    }
    // A dotted name ("torch.cuda.empty_cache") from here, or "" when there is none.
    std::string dottedName();
    bool expect(const char* symbol)
    {
        if (isSymbol(symbol)) {
            ++m_at;
            return true;
        }
        fail(Kind::Syntax, std::string("'") + symbol + "'");
        return false;
    }
    void fail(Kind kind, std::string detail)
    {
        if (!m_error)
            m_error = PyTorchLineError{kind, std::move(detail), peek().column};
    }
    PyTorchLineError error() const { return m_error.value_or(PyTorchLineError{}); }

    std::optional<ScenarioAction> tensor(const std::string& name);
    bool arguments(std::vector<std::int64_t>& shape, std::uint64_t& elementBytes, bool& onGpu);
    bool shapeArgument(std::vector<std::int64_t>& shape);
    bool device(bool& onGpu);
    std::optional<std::int64_t> sum();
    std::optional<std::int64_t> product();
    std::optional<std::int64_t> power();
    std::optional<std::int64_t> atom();
    bool atEnd() const { return peek().type == Token::Type::End; }

    std::vector<Token> m_tokens;
    std::size_t m_at = 0;
    std::optional<PyTorchLineError> m_error;
};

std::string LineParser::dottedName()
{
    if (peek().type != Token::Type::Name)
        return {};
    std::string name = peek().text;
    ++m_at;
    while (isSymbol(".") && peek(1).type == Token::Type::Name) {
        name += "." + peek(1).text;
        m_at += 2;
    }
    return name;
}

Result<ScenarioAction, PyTorchLineError> LineParser::parse()
{
    ScenarioAction action;
    if (isName("del") && peek(1).type == Token::Type::Name) {
        action.kind = ScenarioAction::Kind::Free;
        action.tensor = peek(1).text;
        m_at += 2;
    } else if (peek().type == Token::Type::Name && isSymbol("=", 1)) {
        const std::string name = peek().text;
        m_at += 2;
        auto made = tensor(name);
        if (!made)
            return error();
        action = std::move(*made);
    } else {
        const std::string call = dottedName();
        if (call == "torch.cuda.empty_cache") {
            action.kind = ScenarioAction::Kind::EmptyCache;
        } else if (call == "torch.cuda.synchronize") {
            action.kind = ScenarioAction::Kind::CompletePendingFrees;
        } else if (call == "torch.cuda.set_per_process_memory_fraction") {
            action.kind = ScenarioAction::Kind::SetMemoryFraction;
        } else if (call == "torch.cuda.memory._set_allocator_settings") {
            action.kind = ScenarioAction::Kind::ChangeSettings;
        } else {
            return PyTorchLineError{Kind::NotUnderstood, {}, 1};
        }
        if (!expect("("))
            return error();
        if (action.kind == ScenarioAction::Kind::SetMemoryFraction) {
            if (peek().type != Token::Type::Number) {
                fail(Kind::Syntax, "a fraction such as 0.5");
                return error();
            }
            const std::string text = peek().text;
            char* end = nullptr;
            action.fraction = std::strtod(text.c_str(), &end);
            if (end == nullptr || *end != '\0' || !(action.fraction > 0.0 && action.fraction <= 1.0)) {
                fail(Kind::BadSize, text);
                return error();
            }
            ++m_at;
        } else if (action.kind == ScenarioAction::Kind::ChangeSettings) {
            if (peek().type != Token::Type::String) {
                fail(Kind::Syntax, "a settings string such as \"expandable_segments:True\"");
                return error();
            }
            action.settings = peek().text;
            ++m_at;
        } else if (peek().type == Token::Type::Name && action.kind == ScenarioAction::Kind::CompletePendingFrees) {
            dottedName(); // torch.cuda.synchronize(device): one device here
        }
        if (!expect(")"))
            return error();
    }
    if (!atEnd()) {
        fail(Kind::Syntax, "the end of the line");
        return error();
    }
    return action;
}

std::optional<ScenarioAction> LineParser::tensor(const std::string& name)
{
    const std::string factory = dottedName();
    static const char* const kFactories[] = {"torch.empty", "torch.zeros", "torch.ones", "torch.rand", "torch.randn"};
    bool known = false;
    for (const char* candidate : kFactories)
        known = known || factory == candidate;
    if (!known) {
        m_error = PyTorchLineError{Kind::NotUnderstood, {}, 1};
        return std::nullopt;
    }
    std::vector<std::int64_t> shape;
    std::uint64_t elementBytes = 4; // float32, PyTorch's default dtype
    bool onGpu = false;
    if (!expect("(") || !arguments(shape, elementBytes, onGpu) || !expect(")"))
        return std::nullopt;
    // .cuda() or .to("cuda") after the call moves it to the GPU.
    while (isSymbol(".") && peek(1).type == Token::Type::Name) {
        const std::string method = peek(1).text;
        m_at += 2;
        if (method == "cuda") {
            if (!expect("(") || !expect(")"))
                return std::nullopt;
            onGpu = true;
        } else if (method == "to") {
            if (!expect("(") || !device(onGpu) || !expect(")"))
                return std::nullopt;
        } else {
            fail(Kind::NotUnderstood, method);
            return std::nullopt;
        }
    }
    if (!onGpu) {
        m_error = PyTorchLineError{Kind::NotOnGpu, {}, 1};
        return std::nullopt;
    }
    std::int64_t elements = 1;
    for (const std::int64_t dimension : shape) {
        if (!productFits(elements, dimension)) {
            fail(Kind::BadSize, "");
            return std::nullopt;
        }
        elements *= dimension;
    }
    const auto bytes = static_cast<std::uint64_t>(elements) * elementBytes;
    if (bytes == 0 || bytes > static_cast<std::uint64_t>(kLargest)) {
        m_error = PyTorchLineError{Kind::BadSize, std::to_string(bytes), 1};
        return std::nullopt;
    }
    ScenarioAction action;
    action.kind = ScenarioAction::Kind::Allocate;
    action.tensor = name;
    action.bytes = bytes;
    return action;
}

bool LineParser::arguments(std::vector<std::int64_t>& shape, std::uint64_t& elementBytes, bool& onGpu)
{
    bool first = true;
    while (!isSymbol(")") && !atEnd()) {
        if (!first && !expect(","))
            return false;
        first = false;
        if (isSymbol(")"))
            break; // a trailing comma
        if (peek().type == Token::Type::Name && isSymbol("=", 1)) {
            const std::string keyword = peek().text;
            m_at += 2;
            if (keyword == "dtype") {
                const std::string dtype = dottedName();
                const std::string bare = dtype.rfind("torch.", 0) == 0 ? dtype.substr(6) : dtype;
                const Dtype* found = nullptr;
                for (const Dtype& candidate : kDtypes)
                    if (bare == candidate.name)
                        found = &candidate;
                if (found == nullptr) {
                    fail(Kind::UnknownDtype, dtype);
                    return false;
                }
                elementBytes = found->bytes;
            } else if (keyword == "device") {
                if (!device(onGpu))
                    return false;
            } else if (keyword == "size") {
                if (!shapeArgument(shape))
                    return false;
            } else if (keyword == "requires_grad" || keyword == "pin_memory") {
                dottedName(); // True or False: no difference to the allocator
            } else {
                fail(Kind::NotUnderstood, keyword);
                return false;
            }
        } else if (!shapeArgument(shape)) {
            return false;
        }
    }
    if (shape.empty()) {
        fail(Kind::Syntax, "the tensor's size");
        return false;
    }
    return true;
}

bool LineParser::shapeArgument(std::vector<std::int64_t>& shape)
{
    const bool bracketed = isSymbol("(") || isSymbol("[");
    // "(1024, 1024)" is a shape; "(2 ** 20)" is a number in parentheses: a comma tells them apart.
    std::size_t ahead = 1;
    int depth = 0;
    bool tuple = false;
    if (bracketed) {
        for (; peek(ahead).type != Token::Type::End; ++ahead) {
            if (isSymbol("(", ahead) || isSymbol("[", ahead))
                ++depth;
            else if (isSymbol(")", ahead) || isSymbol("]", ahead)) {
                if (depth-- == 0)
                    break;
            } else if (isSymbol(",", ahead) && depth == 0)
                tuple = true;
        }
    }
    if (bracketed && (tuple || isSymbol("[") || isSymbol(")", 1) || isSymbol("]", 1))) {
        const std::string close = isSymbol("(") ? ")" : "]";
        ++m_at;
        bool first = true;
        while (!isSymbol(close.c_str()) && !atEnd()) {
            if (!first && !expect(","))
                return false;
            first = false;
            if (isSymbol(close.c_str()))
                break;
            const auto dimension = sum();
            if (!dimension)
                return false;
            if (*dimension < 0) {
                fail(Kind::BadSize, std::to_string(*dimension));
                return false;
            }
            shape.push_back(*dimension);
        }
        return expect(close.c_str());
    }
    const auto dimension = sum();
    if (!dimension)
        return false;
    if (*dimension < 0) {
        fail(Kind::BadSize, std::to_string(*dimension));
        return false;
    }
    shape.push_back(*dimension);
    return true;
}

bool LineParser::device(bool& onGpu)
{
    std::string where;
    if (peek().type == Token::Type::String) {
        where = peek().text;
        ++m_at;
    } else if (dottedName() == "torch.device" && expect("(") && peek().type == Token::Type::String) {
        where = peek().text;
        ++m_at;
        if (!expect(")"))
            return false;
    } else {
        fail(Kind::Syntax, "a device such as \"cuda\"");
        return false;
    }
    onGpu = where == "cuda" || where.rfind("cuda:", 0) == 0;
    return true;
}

// Python's precedence: + and - below *, // below **, which binds right to left.
std::optional<std::int64_t> LineParser::sum()
{
    auto value = product();
    while (value && (isSymbol("+") || isSymbol("-"))) {
        const bool plus = isSymbol("+");
        ++m_at;
        const auto right = product();
        if (!right)
            return std::nullopt;
        value = plus ? *value + *right : *value - *right;
        if (*value > kLargest || *value < -kLargest) {
            fail(Kind::BadSize, "");
            return std::nullopt;
        }
    }
    return value;
}

std::optional<std::int64_t> LineParser::product()
{
    auto value = power();
    while (value && (isSymbol("*") || isSymbol("//"))) {
        const bool times = isSymbol("*");
        ++m_at;
        const auto right = power();
        if (!right)
            return std::nullopt;
        if (times) {
            if (!productFits(*value, *right)) {
                fail(Kind::BadSize, "");
                return std::nullopt;
            }
            value = *value * *right;
        } else {
            if (*right == 0) {
                fail(Kind::BadSize, "/ 0");
                return std::nullopt;
            }
            // Python's // rounds toward minus infinity.
            std::int64_t quotient = *value / *right;
            if ((*value % *right != 0) && ((*value < 0) != (*right < 0)))
                --quotient;
            value = quotient;
        }
    }
    return value;
}

std::optional<std::int64_t> LineParser::power()
{
    auto base = atom();
    if (!base || !isSymbol("**"))
        return base;
    ++m_at;
    const auto exponent = power();
    if (!exponent)
        return std::nullopt;
    if (*exponent < 0) {
        fail(Kind::BadSize, "** " + std::to_string(*exponent));
        return std::nullopt;
    }
    std::int64_t value = 1;
    for (std::int64_t i = 0; i < *exponent; ++i) {
        if (!productFits(value, *base)) {
            fail(Kind::BadSize, "");
            return std::nullopt;
        }
        value *= *base;
        if (value == 0 || value == 1)
            break;
    }
    return value;
}

std::optional<std::int64_t> LineParser::atom()
{
    if (isSymbol("-")) {
        ++m_at;
        const auto value = atom();
        return value ? std::optional<std::int64_t>(-*value) : std::nullopt;
    }
    if (isSymbol("(")) {
        ++m_at;
        const auto value = sum();
        if (!value || !expect(")"))
            return std::nullopt;
        return value;
    }
    if (peek().type == Token::Type::Number) {
        const std::string text = peek().text;
        std::int64_t value = 0;
        for (const char c : text) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || value > kLargest / 10) {
                fail(Kind::BadSize, text); // 1.5, 1e9: a size is a whole number
                return std::nullopt;
            }
            value = value * 10 + (c - '0');
        }
        ++m_at;
        return value;
    }
    fail(Kind::Syntax, "a number");
    return std::nullopt;
}

} // namespace

Result<ScenarioAction, PyTorchLineError> PyTorchLine::parse(std::string_view line)
{
    PyTorchLineError error;
    auto tokens = tokenize(line, error);
    if (!tokens)
        return error;
    if (tokens->size() == 1)
        return PyTorchLineError{Kind::NotUnderstood, {}, 1};
    return LineParser(std::move(*tokens)).parse();
}

} // namespace gml
