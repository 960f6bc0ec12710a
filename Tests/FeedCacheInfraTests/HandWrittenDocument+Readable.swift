extension HandWrittenDocument {
    /// Documents both decoders read, to the same feed.
    static let readable: [HandWrittenDocument] = [
        HandWrittenDocument(
            "the pinned version 1 document",
            """
            {"version":1,"timestamp":700000000.5,"items":[\
            {"id":11000,"name":"Mojito","description":"Muddle the mint","imageURL":"https://images.example/mojito.jpg"},\
            {"id":11001,"name":"Water","description":null}]}
            """),
        HandWrittenDocument("no items", document(items: "")),
        HandWrittenDocument(
            "whitespace everywhere",
            " \t\n\r{ \"version\" :\n1 ,\t\"timestamp\"\r: 0 , \"items\" : [ { \"id\" : 1 , \"name\" : \"a\" } , { \"name\":\"b\",\"id\":2 } ] }\n\n"
        ),
        HandWrittenDocument(
            "members in another order",
            #"{"items":[{"imageURL":"https://a.example/b.jpg","description":"d","name":"n","id":7}],"timestamp":1.25,"version":1}"#),
        HandWrittenDocument("a UTF-8 byte order mark", "\u{FEFF}" + document(items: #"{"id":1,"name":"a"}"#)),
        HandWrittenDocument(
            "unknown members of every type",
            document(
                items: #"{"id":1,"name":"a","extra":{"k":[1,-2.5e-3,true,false,null,"\ud800 lone is fine unread",{}]},"more":[]}"#,
                extra: #","generator":"dringo 2.0","stats":{"count":1,"nested":[[[{"x":"y"}]]]},"flag":false,"nothing":null,"n":-0.0e-0"#
            )),
        HandWrittenDocument("an unknown member nested to the deepest level allowed", nested(511)),
        HandWrittenDocument(
            "the first of repeated keys counts",
            #"{"version":1,"version":"two","timestamp":5,"timestamp":"x","items":[{"id":1,"id":"x","name":"a","name":5,"description":null,"description":"later"}],"items":7}"#
        ),
        HandWrittenDocument(
            "keys spelled with escapes",
            #"{"v\u0065rsion":1,"timestamp":0,"it\u0065ms":[{"\u0069d":1,"n\u0061me":"a","image\u0055RL":"https://a.example/x.jpg","descr\u0069ption":"d"}]}"#
        ),
        HandWrittenDocument(
            "every escape", item(#""id":1,"name":"q\"b\\s\/l\bb\ff\nn\rr\tt\u0000\u001f\u00e9\u00E9\u4e2d\ud83d\ude00\uD83C\uDF4B\u2028""#)),
        HandWrittenDocument("raw UTF-8 of every width", item(#""id":1,"name":"é中😀\#u{2028}\#u{7F}\#u{10FFFF}\#u{FEFF}""#)),
        HandWrittenDocument("empty strings", item(#""id":1,"name":"","description":"""#)),
        HandWrittenDocument("a version written as a whole float", document(items: "", version: "1.0")),
        HandWrittenDocument("a version with an exponent", document(items: "", version: "10e-1")),
        HandWrittenDocument(
            "ids at the edges of Int",
            document(items: #"{"id":9223372036854775807,"name":"a"},{"id":-9223372036854775808,"name":"b"},{"id":-0,"name":"c"}"#)),
        HandWrittenDocument(
            "ids written as whole floats",
            document(
                items:
                    #"{"id":1e2,"name":"a"},{"id":100.0,"name":"b"},{"id":-0.0,"name":"c"},{"id":1.0000000000000000001,"name":"d"},{"id":1e18,"name":"e"}"#
            )),
        HandWrittenDocument(
            "ids past 2^53 read from their digits",
            document(
                items:
                    #"{"id":9007199254740993.0,"name":"a"},{"id":12345678901234567.5,"name":"b"},{"id":9.2233720368547748e18,"name":"c"},{"id":90071992547409930e-1,"name":"d"},{"id":1000000000000000000.000,"name":"e"},{"id":-9007199254740993.0,"name":"f"}"#
            )),
        HandWrittenDocument("a negative zero timestamp", document(items: "", timestamp: "-0")),
        HandWrittenDocument("a timestamp with an exponent", document(items: "", timestamp: "1.5E+3")),
        HandWrittenDocument("the smallest subnormal timestamp", document(items: "", timestamp: "4.9e-324")),
        HandWrittenDocument(
            "a tiny timestamp that is not zero", document(items: "", timestamp: "0.000000000000000000000000000000000000000000000000001")),
        HandWrittenDocument("the largest finite timestamp", document(items: "", timestamp: "17976931348623158e292")),
        HandWrittenDocument(
            "a timestamp that rounds up to the smallest subnormal", document(items: "", timestamp: "2.4703282292062328e-324")),
        HandWrittenDocument("a zero timestamp with a large exponent", document(items: "", timestamp: "0.0000e999")),
        HandWrittenDocument(
            "a long literal that is exactly one", document(items: "", timestamp: "1" + String(repeating: "0", count: 400) + "e-400")),
        HandWrittenDocument("a long integer timestamp", document(items: "", timestamp: "123456789012345678901234567890")),
        HandWrittenDocument("a null image URL", item(#""id":1,"name":"a","imageURL":null"#)),
    ]
}
