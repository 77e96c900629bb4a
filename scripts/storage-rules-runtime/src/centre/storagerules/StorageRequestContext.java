package centre.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import com.google.protobuf.util.JsonFormat;
import java.util.HashMap;
import java.util.Map;

/**
 * One storage request as the rules engine sees it: method, object path, `request` and `resource`
 * (sent by firebase-tools as ExpressionValue protos in snake_case JSON), and the `firestore.get`
 * and `firestore.exists` functions, answered through the emulator.
 */
final class StorageRequestContext
    implements FirebaseStorageService.FirebaseStorageGetContext,
        FirebaseStorageService.FirebaseStorageListContext,
        FirebaseStorageService.FirebaseStorageCreateContext,
        FirebaseStorageService.FirebaseStorageUpdateContext,
        FirebaseStorageService.FirebaseStorageDeleteContext {

  /** Production reads at most this many distinct Firestore documents per evaluation. */
  private static final int MAX_FIRESTORE_DOCUMENTS = 2;

  interface DocumentReader {
    /** The emulator's answer: {status: ok|not_found|invalid_state, result: {name, fields}}. */
    JsonObject read(String path) throws Exception;
  }

  private final String method;
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final DocumentReader reader;
  /** Documents read in this evaluation (null: not found), by path. */
  private final Map<String, ExpressionValue> documents = new HashMap<>();

  StorageRequestContext(String method, String objectPath, JsonObject variables, DocumentReader reader)
      throws Exception {
    this.method = method;
    this.reader = reader;
    ExpressionPathValue.Builder segments = ExpressionPathValue.newBuilder();
    for (String segment : objectPath.split("/")) {
      if (!segment.isEmpty()) segments.addSegments(ExpressionValueUtils.simpleSegment(segment));
    }
    // A list is of everything under a prefix: its last segment stands for any object name there,
    // so `match /dir/{name}` governs listing dir/ as in production.
    if (method.equals("list")) segments.addSegments(ExpressionValueUtils.unboundCaptureSegment(""));
    this.path = segments.build();
    this.request = parse(variables.get("request").toString()).getMapValue();
    this.resource =
        variables.has("resource") ? parse(variables.get("resource").toString()) : Values.NULL;
  }

  private static ExpressionValue parse(String json) throws Exception {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(json, value);
    return value.build();
  }

  RuleContext ruleContext() {
    return switch (method) {
      case "get" -> FirebaseStorageGetContextConverter.convert(this);
      case "list" -> FirebaseStorageListContextConverter.convert(this);
      case "create" -> FirebaseStorageCreateContextConverter.convert(this);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(this);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(this);
      default -> throw new IllegalArgumentException("Unsupported method " + method);
    };
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  @Override
  public ExpressionValue debug(ExpressionValue value) {
    System.err.println("debug: " + value.toString().trim());
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(
      ExpressionPathValue documentPath, SourcePosition position) {
    try {
      ExpressionValue document = document(documentPath);
      return Futures.immediateFuture(document == null ? Values.NULL : document);
    } catch (Exception e) {
      return Futures.immediateFailedFuture(e);
    }
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(
      ExpressionPathValue documentPath, SourcePosition position) {
    try {
      return Futures.immediateFuture(ExpressionValueUtils.createValue(document(documentPath) != null));
    } catch (Exception e) {
      return Futures.immediateFailedFuture(e);
    }
  }

  /** The document at a rules path (/databases/(default)/documents/...), or null when missing. */
  private ExpressionValue document(ExpressionPathValue documentPath) throws Exception {
    String key = Values.pathString(documentPath);
    if (documents.containsKey(key)) return documents.get(key);
    if (documents.size() >= MAX_FIRESTORE_DOCUMENTS) {
      throw new IllegalStateException(
          "More than " + MAX_FIRESTORE_DOCUMENTS + " Firestore documents read in one evaluation.");
    }
    JsonObject answer = reader.read(key);
    String status = answer.has("status") ? answer.get("status").getAsString() : "";
    ExpressionValue document =
        switch (status) {
          case "ok" -> Values.document(answer.getAsJsonObject("result"));
          case "not_found" -> null;
          default -> throw new IllegalStateException("Firestore read of " + key + ": " + status);
        };
    documents.put(key, document);
    return document;
  }
}
