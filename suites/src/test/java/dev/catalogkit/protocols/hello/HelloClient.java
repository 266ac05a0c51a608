package dev.catalogkit.protocols.hello;

import dev.catalogkit.client.ObjectLedger.Kind;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Map;

/** The hello protocol's vocabulary: one method per route. */
public final class HelloClient extends RestCatalogClient {

  HelloClient(Wire wire, String checkId) {
    super(wire, checkId);
  }

  @Override
  public HelloClient forCheck(String checkId) {
    return new HelloClient(wire(), checkId);
  }

  public Exchange createRoom(String room) {
    return ledger()
        .created(
            new ObjectRef(Kind.NAMESPACE, List.of(room), null),
            () -> call("createRoom", roomParam(room), null));
  }

  public Exchange deleteRoom(String room) {
    return call("deleteRoom", roomParam(room), null);
  }

  private static Map<String, String> roomParam(String room) {
    return Map.of("room", PathSegment.encode(room));
  }
}
