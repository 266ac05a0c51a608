package dev.catalogkit.protocols.hello.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.hello.HelloClient;
import org.junit.jupiter.api.Test;

/** The two routes of the hello protocol. */
@ConformanceSuite
class RoomSuite {

  private final Check<HelloClient, Void> check;
  private final HelloClient client;

  RoomSuite(Check<HelloClient, Void> check) {
    this.check = check;
    this.client = check.client();
  }

  @Test
  @Verifies("HELLO-01")
  void creatingARoomAnswers200WithItsName() {
    String room = check.run().names().object("room");
    Exchange created = client.createRoom(room);
    Expect.status(created, 200);
    Expect.jsonAt(created, "/room", room);
  }

  @Test
  @Verifies("HELLO-02")
  void deletingAMissingRoomAnswers404() {
    Expect.status(client.deleteRoom(check.run().names().object("absent")), 404);
  }
}
