import Foundation
import Testing

/// `sitegen serve` keeps serving through clients that misbehave: malformed requests, clients that
/// leave mid-response, slow clients, and many open live-reload streams.
@Suite struct ServeRobustnessTests {
    /// Reads from `connection` until the peer closes or `bytes` have arrived.
    func read(_ connection: HTTPProbe.Connection, atLeast bytes: Int = .max) -> String {
        var data = Data()
        while data.count < bytes, let chunk = try? connection.receive(), !chunk.isEmpty {
            data.append(chunk)
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func malformedRequestsAreRefusedAndServingGoesOn() throws {
        let served = try ServeCommandTests.Served()
        for request in ["GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 200_000) + "\r\n\r\n"] {
            let connection = try HTTPProbe.Connection(port: served.server.port, timeout: 5)
            try? connection.send(request)
            #expect(read(connection, atLeast: 12).hasPrefix("HTTP/1.1 400"), "\(request.prefix(20))")
            connection.close()
        }
        #expect(try served.http.request("/").status == 200)
    }

    @Test func clientsLeavingMidResponseAndSlowClients() throws {
        let served = try ServeCommandTests.Served()
        for _ in 0..<20 {
            let connection = try HTTPProbe.Connection(port: served.server.port, timeout: 5)
            try connection.send("GET /01-intro/first/ HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = try connection.receive()
            connection.close()
        }
        // A client that sends its request a byte at a time still gets its page.
        let slow = try HTTPProbe.Connection(port: served.server.port, timeout: 5)
        for byte in "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" {
            try slow.send(String(byte))
            usleep(2_000)
        }
        #expect(read(slow).hasPrefix("HTTP/1.1 200 OK"))
        slow.close()
        #expect(try served.http.request("/01-intro/first/").status == 200)
    }

    @Test func sixtyFourLiveReloadStreamsAllHearAnEdit() throws {
        let served = try ServeCommandTests.Served()
        let streams = try (0..<64).map { _ in try HTTPProbe.EventStream(port: served.server.port, file: "index.html", version: "") }
        defer { streams.forEach { $0.close() } }
        #expect(streams.allSatisfy { $0.next(["ok", "reload"], timeout: 10) != nil })
        try served.edit("content/01-intro/first.md") { $0 + "\n하나 더\n" }
        #expect(streams.allSatisfy { $0.next(["reload"], timeout: 10) != nil })
        #expect(try served.http.request("/").status == 200)
    }
}
