extension HandWrittenBody {
    /// Bodies on which the reader must decide exactly what the reference decides, whichever way.
    static let agreed: [HandWrittenBody] = repeatedKeys + identifiers + strings + keys + envelopes + layout + depths + urls

    static let repeatedKeys: [HandWrittenBody] = [
        HandWrittenBody("a repeated drinks member, null first", #"{"drinks":null,"drinks":[{"idDrink":"1","strDrink":"a"}]}"#),
        HandWrittenBody("a repeated drinks member, the list first", #"{"drinks":[{"idDrink":"1","strDrink":"a"}],"drinks":null}"#),
        HandWrittenBody("a repeated drinks member, a number first", #"{"drinks":1,"drinks":null}"#),
        HandWrittenBody(
            "a repeated drinks member spelled with an escape", #"{"drinks":null,"dr\u0069nks":[{"idDrink":"1","strDrink":"a"}]}"#),
        HandWrittenBody("a drinks member spelled with an escape first", #"{"dr\u0069nks":"None Found","drinks":null}"#),
        HandWrittenBody("a drinks member inside another member first", #"{"x":{"drinks":[1]},"drinks":null}"#),
        HandWrittenBody("a repeated id and name in a drink", drink(#""idDrink":"1","idDrink":"2","strDrink":"a","strDrink":"b""#)),
        HandWrittenBody("a repeated id, null first", drink(#""idDrink":null,"idDrink":"2","strDrink":"a""#)),
        HandWrittenBody("a repeated name, blank first", drink(#""idDrink":"1","strDrink":" ","strDrink":"b""#)),
        HandWrittenBody("a repeated id, a number after a string", drink(#""idDrink":"1","idDrink":2,"strDrink":"a""#)),
        HandWrittenBody("a repeated id spelled with an escape second", drink(#""idDrink":"1","id\u0044rink":"2","strDrink":"a""#)),
        HandWrittenBody("a repeated id spelled with an escape first", drink(#""id\u0044rink":"3","idDrink":"2","strDrink":"a""#)),
        HandWrittenBody(
            "a repeated thumbnail, the first not a URL",
            drink(#""idDrink":"1","strDrink":"a","strDrinkThumb":"x","strDrinkThumb":"https://a.com/b.jpg""#)),
    ]

    static let identifiers: [HandWrittenBody] = [
        "11007", "11007.0", "1.1e4", "-0", "-0.0", "0", "1e400", "-1e400", "1e2", "1E+2", "1e-2", "1.5", "-1", "-11007.0",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551616", "4.9e-324",
        "1e18", "9.223372036854776e18", "9223372036854775807.0", "123456789012345678901234567890", "0e5", "0.00e5",
        "1.0e0", "1.5e1", "10000000000000000000000e-3", "9007199254740993", "9007199254740993.0", "9007199254740993e0",
        "900719925474099.3e1", "9007199254740993.000000001", "9007199254740993.0000000000000000000001",
        "0.0000000000000000000000000001e28", String(repeating: "9", count: 400), "true", "null", "[]", "{}",
        #""11007""#, #""007""#, #""0""#, #""""#, #"" 1""#, #""1 ""#, #""+1""#, #""-1""#, #""١٢٣""#, #""99999999999999999999""#,
        #""9223372036854775807""#, #""\u0031\u0031""#, #""1\u0000""#, #""\uD800""#, #""1.0""#,
    ].map { HandWrittenBody("an id of \($0)", drink(#""idDrink":\#($0),"strDrink":"a""#)) }

    static let strings: [HandWrittenBody] = [
        HandWrittenBody("a name with escapes", member("x", #""\"\\\/\b\f\n\r\t\u00e9\u00E9""#)),
        HandWrittenBody("a name padded with escaped white space", drink(#""idDrink":"1","strDrink":"\u00a0\u2028 Gin\t\u3000""#)),
        HandWrittenBody("a name of a zero width space", drink(#""idDrink":"1","strDrink":"\u200B""#)),
        HandWrittenBody("a name with a surrogate pair", drink(#""idDrink":"1","strDrink":"\uD83C\uDF78 \ud83c\udf78""#)),
        HandWrittenBody("a name with a lone leading surrogate", drink(#""idDrink":"1","strDrink":"\uD800""#)),
        HandWrittenBody("a name with a lone trailing surrogate", drink(#""idDrink":"1","strDrink":"\uDC00""#)),
        HandWrittenBody("a name with two leading surrogates", drink(#""idDrink":"1","strDrink":"\uD800\uD800""#)),
        HandWrittenBody("a name with surrogates in the wrong order", drink(#""idDrink":"1","strDrink":"\uDC00\uD800""#)),
        HandWrittenBody("a name with a leading surrogate before text", drink(#""idDrink":"1","strDrink":"\uD800abc""#)),
        HandWrittenBody("a name with a leading surrogate before another escape", drink(#""idDrink":"1","strDrink":"\uD800\n""#)),
        HandWrittenBody("an unread member with a lone surrogate", member("y", #""\uD800""#)),
        HandWrittenBody("instructions with a lone surrogate", member("strInstructions", #""a\uDFFF""#)),
        HandWrittenBody("a name with an escaped NUL", drink(#""idDrink":"1","strDrink":"a\u0000b""#)),
        HandWrittenBody("a name with a raw DEL", drink("\"idDrink\":\"1\",\"strDrink\":\"a\u{7F}b\"")),
        HandWrittenBody("a name with raw non-ASCII text", drink(#""idDrink":"1","strDrink":"Piña Colada 🍸 ｍａｒｇａｒｉｔａ""#)),
        HandWrittenBody("a name with raw noncharacters", bytes: name([0xEF, 0xBF, 0xBF, 0xF4, 0x8F, 0xBF, 0xBF])),
        HandWrittenBody("a name of a byte order mark", drink(#""idDrink":"1","strDrink":"\uFEFF""#)),
        HandWrittenBody("a name decomposed", drink(#""idDrink":"1","strDrink":"Pin\u0303a""#)),
        HandWrittenBody(
            "names of every type",
            drink(#""idDrink":"1","strDrink":true,"strInstructions":1,"strIngredient1":[],"strIngredient2":{},"strMeasure1":null"#)),
        HandWrittenBody(
            "fifteen ingredients and more",
            drink(
                #""idDrink":"1","strDrink":"a","strIngredient1":"Gin","strIngredient15":" Lime ","strIngredient16":"x","strMeasure15":"\n","strMeasure1":"1 oz""#
            )),
    ]

    static let keys: [HandWrittenBody] = [
        HandWrittenBody("a drink key with a lone surrogate", drink(#""idDrink":"1","strDrink":"a","\uD800":1"#)),
        HandWrittenBody("a drink key with a lone surrogate first", drink(#""\uDC00":1,"idDrink":"1","strDrink":"a""#)),
        HandWrittenBody("an envelope key with a lone surrogate", #"{"drinks":null,"\uD800":1}"#),
        HandWrittenBody("an envelope key with a lone surrogate first", #"{"\uD800":1,"drinks":null}"#),
        HandWrittenBody("a nested key with a lone surrogate", member("y", #"{"\uD800":1}"#)),
        HandWrittenBody("a key in a list element with a lone surrogate", #"{"drinks":[{"idDrink":"1","strDrink":"a"},{"\uD800":1}]}"#),
        HandWrittenBody("an empty key", drink(#""":"x","idDrink":"1","strDrink":"a""#)),
        HandWrittenBody("a key with an escaped NUL", member(#"\u0000"#, #""x""#)),
        HandWrittenBody("a key of the KELVIN SIGN, which names K", member(#"\u212A"#, #""kelvin""#)),
        HandWrittenBody("a key of K, then one of the KELVIN SIGN", drink(#""idDrink":"1","strDrink":"a","K":"first","\u212A":"second""#)),
        HandWrittenBody("a key of the KELVIN SIGN, then one of K", drink(#""idDrink":"1","strDrink":"a","\u212A":"first","K":"second""#)),
        HandWrittenBody("a raw KELVIN SIGN key", member("\u{212A}", #""raw""#)),
        HandWrittenBody("a decomposed key of an e with an acute accent", member(#"e\u0301"#, #""decomposed""#)),
        HandWrittenBody("a composed key of an e with an acute accent", member("é", #""composed""#)),
        HandWrittenBody("a key that differs in case", drink(#""IDDRINK":"1","strdrink":"a""#)),
        HandWrittenBody("a key with trailing white space", drink(#""idDrink ":"1","strDrink":"a""#)),
        HandWrittenBody("a drinks key with a ZERO WIDTH SPACE", #"{"drinks\u200B":null}"#),
        HandWrittenBody("a drinks key in capitals", #"{"DRINKS":null}"#),
    ]

    static let envelopes: [HandWrittenBody] = [
        HandWrittenBody("null drinks", #"{"drinks":null}"#),
        HandWrittenBody("drinks as text", #"{"drinks":"None Found"}"#),
        HandWrittenBody("drinks as escaped text", #"{"drinks":"a\u00e9\n\/"}"#),
        HandWrittenBody("drinks as empty text", #"{"drinks":""}"#),
        HandWrittenBody("drinks as text with a lone surrogate", #"{"drinks":"\uD800"}"#),
        HandWrittenBody("drinks as a number", #"{"drinks":42}"#),
        HandWrittenBody("drinks as a boolean", #"{"drinks":false}"#),
        HandWrittenBody("drinks as an object", #"{"drinks":{"idDrink":"1","strDrink":"a"}}"#),
        HandWrittenBody("an empty list", #"{"drinks":[]}"#),
        HandWrittenBody("a list of every type", #"{"drinks":[null,1,"x",true,[],{},[{"idDrink":"1"}],{"idDrink":"1","strDrink":"a"}]}"#),
        HandWrittenBody("a list of empty objects", #"{"drinks":[{},{ },{"":null}]}"#),
        HandWrittenBody("no drinks member", #"{"other":[]}"#),
        HandWrittenBody("an empty object", "{}"),
        HandWrittenBody("a list around the envelope", #"[{"drinks":null}]"#),
        HandWrittenBody("null", "null"),
        HandWrittenBody("a string", #""drinks""#),
        HandWrittenBody("a number", "42"),
        HandWrittenBody("empty", ""),
        HandWrittenBody("white space", " \n"),
        HandWrittenBody("HTML", "<html></html>"),
    ]

    static let layout: [HandWrittenBody] = [
        HandWrittenBody(
            "white space everywhere JSON allows it", " \t\r\n{ \"drinks\" :\n[ { \"idDrink\" : 1 , \"strDrink\" : \"a\" } ,\t{ } ] }\r\n "),
        HandWrittenBody("a UTF-8 byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"drinks":null}"#.utf8)),
        HandWrittenBody("two UTF-8 byte order marks", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(#"{"drinks":null}"#.utf8)),
        HandWrittenBody("a byte order mark after white space", bytes: [0x20, 0xEF, 0xBB, 0xBF] + Array(#"{"drinks":null}"#.utf8)),
        HandWrittenBody("a form feed before the envelope", "\u{0C}{\"drinks\":null}"),
        HandWrittenBody("a no-break space before the envelope", "\u{A0}{\"drinks\":null}"),
        HandWrittenBody("a NUL after the envelope", "{\"drinks\":null}\u{0}"),
        HandWrittenBody("text after the envelope", #"{"drinks":null} x"#),
        HandWrittenBody("a second envelope", #"{"drinks":null}{}"#),
        HandWrittenBody("a comma after the envelope", #"{"drinks":null},"#),
        HandWrittenBody("a truncated envelope", #"{"drinks":[{"idDrink":"1","strDrink":"a"}"#),
        HandWrittenBody("a missing colon", #"{"drinks" null}"#),
        HandWrittenBody("a doubled colon", drink(#""idDrink"::"1""#)),
        HandWrittenBody("a missing comma", drink(#""idDrink":"1" "strDrink":"a""#)),
        HandWrittenBody("a leading comma", #"{"drinks":[,{"idDrink":"1"}]}"#),
        HandWrittenBody("two commas", #"{"drinks":[{"idDrink":"1"},,{}]}"#),
        HandWrittenBody("a misspelled null", #"{"drinks":nul}"#),
        HandWrittenBody("a null with more letters", #"{"drinks":nulls}"#),
        HandWrittenBody("a capitalized true", #"{"drinks":[True]}"#),
        HandWrittenBody("single quotes", #"{'drinks':null}"#),
        HandWrittenBody("an unquoted key", #"{drinks:null}"#),
        HandWrittenBody("a comment", #"{"drinks":null /* c */}"#),
        HandWrittenBody("a number with a plus sign", drink(#""idDrink":+1"#)),
        HandWrittenBody("a number starting with a point", drink(#""idDrink":.5"#)),
        HandWrittenBody("a hexadecimal number", drink(#""idDrink":0x10"#)),
        HandWrittenBody("NaN", drink(#""idDrink":NaN"#)),
        HandWrittenBody("an unterminated string", #"{"drinks":"None"#),
        HandWrittenBody("invalid UTF-8 outside strings", bytes: Array(#"{"drinks":null "#.utf8) + [0xFF] + Array("}".utf8)),
        HandWrittenBody("invalid UTF-8 in an envelope key", bytes: Array(#"{"drinks":null,"y"#.utf8) + [0xFF] + Array(#"":1}"#.utf8)),
        HandWrittenBody("a key with a raw control character", #"{"drinks":null,"a\#u{1}":1}"#),
        HandWrittenBody(
            "UTF-32 little-endian with a byte order mark",
            bytes: [0xFF, 0xFE, 0, 0] + #"{"drinks":null}"#.unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] }),
    ]

    /// `JSONDecoder` refuses the 513th level of nesting, counting the envelope.
    static let depths: [HandWrittenBody] = [
        HandWrittenBody("510 levels in the drinks list", nestedInList(508)),
        HandWrittenBody("512 levels in the drinks list", nestedInList(510)),
        HandWrittenBody("513 levels in the drinks list", nestedInList(511)),
        HandWrittenBody("100,000 levels in the drinks list", nestedInList(100_000)),
        HandWrittenBody("512 levels in an unread member", nestedInMember(511)),
        HandWrittenBody("513 levels in an unread member", nestedInMember(512)),
        HandWrittenBody("512 levels in a drink", member("y", String(repeating: "[", count: 509) + String(repeating: "]", count: 509))),
        HandWrittenBody("513 levels in a drink", member("y", String(repeating: "[", count: 510) + String(repeating: "]", count: 510))),
    ]

    static let urls: [HandWrittenBody] = [
        "https:\\/\\/www.thecocktaildb.com\\/images\\/media\\/drink\\/5noda61589575158.jpg", " http://a.b/c \\n",
        "HTTPS://EXAMPLE.COM/x.jpg",
        "ftp://a.com/x", "https://", "https:// a.com", "https://a b.com/x y.jpg", "https://a.com/é.jpg", "https://a.com/%41%zz",
        "//a.com/x.jpg", "javascript:alert(1)", "https://user:pw@a.com:8080/x?y=1#z", "http://[::1]/x", "http://127.0.0.1:8080/x",
        "https://a.com/\\u0000", "https://\\u212A.com/x",
    ].map { HandWrittenBody("a thumbnail of \($0)", member("strDrinkThumb", "\"\($0)\"")) }
}
