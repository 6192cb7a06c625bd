export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}
